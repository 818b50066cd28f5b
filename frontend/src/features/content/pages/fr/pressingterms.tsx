import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Ces conditions s’appliquent quand vous commandez, pour un livre, un pressage, un pressage rapide, un pressage
        express, un nettoyage à sec ou une présélection au pressage. Elles s’ajoutent à nos{' '}
        <PageLink to="/terms">conditions d’utilisation</PageLink> générales. Veuillez les lire avant de choisir le
        pressage : le pressage est un procédé physique appliqué à un papier qui peut avoir des dizaines d’années, et vous
        devriez le choisir en sachant ce qu’il peut faire et ce qu’il ne peut pas faire.
      </P>

      <Section title="1. Ce que vous autorisez">
        <P>
          En commandant un pressage, vous nous autorisez à nettoyer à sec et à presser le livre au moyen d’une humidité
          contrôlée, d’une chaleur modérée, d’une pression uniforme et du temps. Nous n’enlevons, ne nettoyons et ne
          remplaçons jamais les agrafes, ne lavons jamais le livre, n’utilisons jamais de solvants, de javellisants ni de
          nettoyants chimiques, et n’y ajoutons jamais aucune matière. Tout ce qui irait au-delà serait de la
          restauration, que nous ne pratiquons pas.
        </P>
      </Section>

      <Section title="2. Nos presseurs décident">
        <P>
          Nos presseurs examinent chaque livre avant de le presser et peuvent refuser de le presser, ou le presser moins
          que ce que vous avez demandé, s’ils jugent que le pressage pourrait l’abîmer : papier cassant ou fragile,
          couvertures gaufrées ou texturées, dos lâches ou fendus, livres mouillés ou moisis, et signatures ou remarques
          dont l’encre pourrait être touchée. En cas de refus, nous remboursons les frais de pressage de ce livre et le
          classons tel que reçu. L’art original, les couvertures esquissées, les livres soumis dans un boîtier scellé et
          les services sur place ne sont jamais pressés.
        </P>
      </Section>

      <Section title="3. Aucun résultat garanti">
        <P>
          Le pressage atténue ou élimine les défauts qui déforment le papier sans briser son encre : courbures, plis sans
          bris de couleur, empreintes, ondulations et dos roulé. Il n’élimine pas les bris de couleur, les déchirures,
          les parties manquantes, les taches, le brunissement, l’écriture ni le ruban adhésif. Nous ne promettons pas
          que le pressage améliorera une note, ni de combien. La note décrit le livre tel qu’il est après le pressage.
        </P>
      </Section>

      <Section title="4. Risques que vous acceptez">
        <Bullets
          items={[
            'Les bords et les coins d’un papier fragile peuvent s’écailler, et les déchirures existantes peuvent s’allonger légèrement.',
            'L’aplanissement peut rendre d’autres défauts plus visibles, comme un bris de couleur caché dans une courbure.',
            'Le lustre de la surface des couvertures peut changer légèrement, surtout sur les couvertures mates et non couchées.',
            'Les livres pressés peuvent onduler ou se courber de nouveau s’ils sont mal rangés après leur retour.',
          ]}
        />
        <P>
          Ces risques sont inhérents au pressage, et nous n’en sommes pas responsables. Si un livre est endommagé par
          notre négligence, au-delà de ces risques inhérents, nous vous dédommageons selon l’article 7 de nos conditions
          d’utilisation.
        </P>
      </Section>

      <Section title="5. Présélection au pressage">
        <P>
          La présélection au pressage (Grading Press Screen) s’applique aux soumissions de cinq livres admissibles ou
          plus. Nous examinons chaque livre, pressons ceux qui devraient y gagner et classons les autres sans les
          presser. La décision de présélection nous appartient. La présélection ajoute 7 jours au délai ; les frais des
          livres présélectionnés, pressés ou non, sont affichés dans le formulaire de soumission quand vous la
          choisissez. Quand la présélection est temporairement indisponible, le formulaire l’indique.
        </P>
      </Section>

      <Section title="6. Délais">
        <P>
          Le pressage ajoute ses jours au délai de classement d’un livre. Le pressage rapide prend la moitié des jours
          de pressage normaux ; le pressage express est plus rapide encore, et certains niveaux de service express
          l’incluent. Le temps sous presse et la période de repos qui suit ne sont jamais écourtés, seulement l’attente
          avant que le livre soit pressé.
        </P>
      </Section>

      <Section title="7. Divulgation">
        <P>
          Nous ne considérons pas le pressage ni le nettoyage à sec comme de la restauration et ne les indiquons pas sur
          l’étiquette. C’est à vous de décider si vous dites à un acheteur qu’un livre a été pressé ; certains acheteurs
          et certaines plateformes de vente le demandent, et nous vous confirmerons sur demande si un livre que vous avez
          soumis a été pressé par nous. Pour en savoir plus sur{' '}
          <PageLink to="/pressing">ce qu’implique le pressage</PageLink>.
        </P>
      </Section>
    </>
  );
}
