import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Vous payez les services au moment de la commande, avant l’arrivée de vos livres. Cette politique explique ce que
        nous remboursons si vous annulez, si nous ne pouvons pas rendre un service, ou si le total de votre commande
        change après la réception de vos livres. Les erreurs de certification sont couvertes séparément par notre{' '}
        <PageLink to="/money-back-promise">garantie de remboursement</PageLink>.
      </P>

      <Section title="Annuler une commande">
        <TermTable
          caption="Ce qui est remboursé si vous annulez"
          headings={['Moment de l’annulation', 'Ce que nous remboursons']}
          rows={[
            ['Avant la réception de vos livres', 'Tout ce que vous avez payé pour la commande, y compris l’expédition et l’assurance.'],
            ['Après leur réception, avant le début du travail', 'Tous les frais de service. Nous retournons les livres au tarif d’expédition de retour que vous avez choisi, qui n’est pas remboursé.'],
            ['Après le début du travail', 'Les frais des services pas encore rendus. Le travail fait, comme un examen ou un pressage, n’est pas remboursé.'],
          ]}
        />
        <P>Pour annuler, communiquez avec le service à la clientèle le plus tôt possible en indiquant votre numéro de commande.</P>
      </Section>

      <Section title="Quand le total change">
        <Bullets
          items={[
            'Si nous refusons de rendre un service que vous avez payé, par exemple presser un livre que nos presseurs jugent risqué, nous remboursons les frais de ce service.',
            'Si un livre passe à un niveau de service inférieur, nous remboursons la différence. S’il passe à un niveau supérieur parce que sa valeur déclarée était trop basse, la différence s’ajoute au solde de la commande et doit être payée avant le retour des livres.',
            'Si nous ne pouvons pas encapsuler une œuvre, par exemple une œuvre d’art trop grande pour nos boîtiers, nous remboursons ses frais d’encapsulation et de classement.',
          ]}
        />
      </Section>

      <Section title="Ce qui n’est pas remboursé">
        <Bullets
          items={[
            'Les frais de classement d’un livre que nous avons classé, quelle que soit la note. Les frais paient l’examen, pas un résultat.',
            'Les frais d’examen de signature quand une signature ne peut pas être vérifiée ; l’examen a bien été fait.',
            'L’expédition de retour une fois le colis remis au transporteur.',
            'Les frais d’un livre sous le seuil de note que vous avez fixé, comme l’indique le formulaire de soumission au moment de le fixer.',
          ]}
        />
      </Section>

      <Section title="Récompenses, cartes-cadeaux et adhésion">
        <P>
          Les points de récompense utilisés pour une commande annulée ou un service remboursé sont recrédités à votre
          solde de récompenses, et non versés en argent. Le solde d’une carte-cadeau n’est pas remboursable en argent,
          sauf si la loi l’exige. L’adhésion au club peut être réglée pour ne pas se renouveler, en tout temps, depuis
          votre compte ; les frais d’adhésion sont remboursés en entier si vous le demandez dans les 14 jours suivant le
          paiement et n’avez utilisé aucun rabais de membre pendant ce temps.
        </P>
      </Section>

      <Section title="Comment les remboursements sont versés">
        <P>
          Les remboursements sont versés sur le mode de paiement utilisé pour la commande, dans la devise facturée, dans
          les 10 jours ouvrables suivant l’annulation ou la modification de votre commande. Votre banque ou l’émetteur
          de votre carte peut prendre quelques jours de plus pour l’afficher. Si le mode de paiement d’origine n’est plus
          ouvert, communiquez avec nous et nous trouverons une autre solution. Les conditions qui régissent chaque
          commande figurent dans nos <PageLink to="/terms">conditions d’utilisation</PageLink>.
        </P>
      </Section>
    </>
  );
}
