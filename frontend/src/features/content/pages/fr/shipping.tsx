import { useSelector } from 'react-redux';
import { selectRegion } from '../../../region/index.ts';
import { CanadaNotice } from '../../components/canada-notice.tsx';
import { OfficeAddress } from '../../components/office-address.tsx';
import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';

export default function Page() {
  const region = useSelector(selectRegion);
  return (
    <>
      {region === 'CA' ? <CanadaNotice lang="fr" /> : null}
      <P>
        La plupart des dommages subis par les livres envoyés au classement surviennent dans la boîte, pas dans la salle
        de classement. Quelques minutes d’emballage soigné protègent une note qui a mis des décennies à se mériter. Cette
        page explique comment emballer vos livres, où les envoyer, comment fonctionne l’assurance dans chaque sens, et
        comment se passent le dépôt et la récupération.
      </P>

      <Section title="Avant d’emballer">
        <Bullets
          items={[
            <>
              Remplissez d’abord votre <PageLink to="/submit">soumission</PageLink> en ligne et payez-la. Imprimez le
              bordereau d’emballage depuis <PageLink to="/account/orders">la page de votre commande</PageLink> : il
              porte le code-barres de votre commande, que nous lisons à l’ouverture de la boîte. Une boîte qui n’en a
              pas est la plus lente à enregistrer.
            </>,
            'Placez les livres dans la boîte dans l’ordre de la soumission, pour que nous puissions les enregistrer rapidement et devant la caméra.',
            'Photographiez les livres avant de les emballer. S’il arrive quoi que ce soit pendant le transport, les photos facilitent la réclamation.',
          ]}
        />
      </Section>

      <Section title="Comment emballer">
        <Bullets
          ordered
          items={[
            'Mettez chaque livre dans une pochette propre avec un carton de soutien. Utilisez des pochettes et des cartons adaptés à l’époque du livre : une pochette moderne est trop étroite pour un livre de l’âge d’or et en courbera les bords.',
            'Ne fermez pas les pochettes avec du ruban adhésif, et ne mettez jamais de ruban sur le livre, sur le rabat de la pochette par-dessus le livre ni sur le boîtier.',
            'Empilez les livres en pochette, en inversant le sens toutes les quelques unités pour qu’une pile haute reste de niveau, entre deux morceaux de carton rigide coupés un peu plus grands que les livres. Tenez la pile avec des élastiques passés autour du carton, sans serrer au point de courber les livres.',
            'Placez la pile dans une boîte solide dépassant la pile d’au moins 2 pouces de chaque côté, et comblez l’espace avec du matériel d’emballage pour que rien ne bouge quand vous secouez la boîte.',
            'Mettez le bordereau d’emballage imprimé dans la boîte, sur les livres, puis fermez la boîte et scellez chaque joint avec du ruban adhésif.',
            'N’écrivez rien à l’extérieur qui indique que la boîte contient des bandes dessinées.',
          ]}
        />
        <P>
          Les livres en boîtier voyagent de la même façon, emballés un à un dans du papier bulle pour que les boîtiers ne
          frottent pas l’un contre l’autre. L’art original exige un carton de soutien sans acide, et rien qui puisse
          marquer l’art ; voir <PageLink to="/artwork">art original et couvertures esquissées</PageLink>.
        </P>
      </Section>

      <Section title="Où envoyer vos livres">
        <P>
          Toutes les soumissions actuelles sont des commandes américaines. Envoyez-les à notre bureau de Plano, au
          Texas, par un service avec suivi qui exige une signature à la livraison :
        </P>
        <OfficeAddress region="US" lang="fr" />
        {region === 'CA' ? (
          <>
            <P>
              Notre bureau canadien n’est pas une adresse d’envoi tant que les soumissions canadiennes sont suspendues.
              Pour le joindre :
            </P>
            <OfficeAddress lang="fr" />
          </>
        ) : null}
      </Section>

      <Section title="Assurance">
        <TermTable
          caption="Qui assure vos livres, à chaque étape"
          headings={['Étape', 'Assurance']}
          rows={[
            ['En route vers nous', 'Vous assurez le colis auprès de votre transporteur, pour la valeur déclarée totale des livres qu’il contient.'],
            ['Sous notre garde', 'Nous assurons chaque livre pour sa valeur déclarée, de son enregistrement jusqu’à sa remise au transporteur ou sa récupération.'],
            ['Au retour', 'L’assurance s’ajoute à l’expédition de retour au paiement. Vous pouvez plutôt utiliser votre propre compte FedEx, UPS ou DHL et sa couverture. Refuser l’assurance sans compte personnel ni récupération exige votre confirmation que le colis voyagera sans assurance.'],
          ]}
        />
        <P>
          Déclarez des valeurs honnêtes : l’assurance paie au plus la valeur déclarée, et un livre sous-déclaré est un
          livre sous-assuré.
        </P>
      </Section>

      <Section title="Dépôt et récupération">
        <P>
          Vous pouvez apporter vos livres à notre bureau de Plano au lieu de les expédier. Choisissez le dépôt au
          paiement et prenez rendez-vous au moyen du lien qui s’y affiche ; les livres apportés sans rendez-vous ne
          peuvent pas être enregistrés. Pour le retour, choisissez la récupération au paiement : le suivi de commande
          indique quand vos livres sont prêts, et nous ne les remettons qu’au titulaire du compte ou à une personne que
          vous autorisez par écrit, sur présentation d’une pièce d’identité avec photo.
        </P>
      </Section>

      <Section title="Expédition de retour">
        <P>
          Nous retournons les livres comme nous vous demandons de les envoyer : protégés un à un, bien emballés, avec
          suivi et signature à la livraison. Le tarif dépend de la destination, du nombre de livres et de leur valeur
          déclarée, et il est calculé au paiement. Les comptes FedEx comptent 9 lettres ou chiffres, les comptes UPS 6
          et les comptes DHL 9 ; les comptes DHL ne s’appliquent qu’aux envois internationaux. Le{' '}
          <PageLink to="/faqs-help-center">centre d’aide</PageLink> répond à vos questions.
        </P>
      </Section>
    </>
  );
}
