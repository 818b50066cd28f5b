import { CanadaNotice } from '../components/canada-notice.tsx';
import { OfficeAddress } from '../components/office-address.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

/**
 * The French display variant of the Canadian landing page (spec 2.1); the route sets lang="fr" around it.
 * French typography: the spaces before : ; and inside « » are no-break spaces (U+00A0).
 */
export default function Page() {
  return (
    <>
      <CanadaNotice lang="fr" />
      <P>
        Les collectionneurs canadiens possèdent certaines des plus belles séries de numéros de kiosque, y compris les
        variantes à prix canadien très recherchées. Vous consultez la version canadienne de notre site : les prix y sont
        affichés en dollars canadiens (CA$) et l’adresse indiquée est celle de notre bureau canadien. Le classement, lui,
        est identique partout : même échelle de 10 points, même vérification des restaurations, mêmes deux
        évaluateurs et même validation finale, même boîtier et même étiquette.
      </P>
      <P>
        <span lang="en">This page is also available in English:</span>{' '}
        <PageLink to="/comics-grading-canada">
          <span lang="en">Comic grading for Canadian collectors</span>
        </PageLink>
        .
      </P>

      <Section title="L’état des soumissions canadiennes">
        <P>
          Les soumissions depuis le Canada sont actuellement suspendues. Si vous commencez une soumission alors que le
          site canadien est sélectionné, le formulaire la convertit en commande américaine et vous en explique la
          raison. Nous savons que c’est un inconvénient, et nous préférons le dire clairement plutôt que d’accepter des
          livres que nous ne pouvons pas encore traiter correctement : l’envoi transfrontalier de livres de valeur
          implique des formalités douanières, des droits et une assurance que nous voulons maîtriser avant de rouvrir
          les soumissions.
        </P>
        <P>
          Nous annoncerons la reprise des soumissions canadiennes sur cette page, sur la page d’accueil et dans notre
          infolettre.
        </P>
      </Section>

      <Section title="Ce que vous pouvez faire dès aujourd’hui">
        <Bullets
          items={[
            'Découvrir notre méthode : le processus de classement en sept étapes, l’échelle de 10 points, de 10,0 (Gem Mint) à 0,5 (Poor), et nos programmes de signatures témoignées (étiquette jaune « Authentic ») et vérifiées (étiquette rouge « Verified »).',
            <>
              <PageLink to="/register">Créer un compte</PageLink>, afin d’être prêt lorsque les soumissions
              reprendront.
            </>,
            'Consulter le rapport de population des livres certifiés, et suivre les séances de dédicaces et les conventions auxquelles nous participons.',
            'Communiquer avec notre bureau canadien pour toute question, en français ou en anglais.',
          ]}
        />
      </Section>

      <Section title="Les étiquettes">
        <Bullets
          items={[
            'Bleue « Certified » : l’étiquette universelle, pour un livre classé et certifié sans signature certifiée.',
            'Jaune « Authentic » : une signature apposée en présence d’un représentant de Certus, avec une chaîne de possession documentée.',
            'Rouge « Verified » : une signature apposée sans notre témoin, examinée par nos authentificateurs et comparée à des exemples authentiques.',
            'Raw Grade : notre évaluation, enregistrée dans votre compte, sans encapsulation ni étiquette.',
          ]}
        />
      </Section>

      <Section title="Les variantes à prix canadien">
        <P>
          Les numéros imprimés avec un prix de couverture canadien pour la distribution en kiosque sont indiqués comme
          variantes de prix sur l’étiquette, afin qu’un acheteur puisse les distinguer d’un coup d’œil de l’édition
          américaine. Lors d’une soumission, indiquez-les comme variante dans le formulaire ; nos évaluateurs comparent le
          prix imprimé à la variante que vous avez saisie.
        </P>
      </Section>

      <Section title="Notre bureau canadien">
        <OfficeAddress lang="fr" />
      </Section>
    </>
  );
}
