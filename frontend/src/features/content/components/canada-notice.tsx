import { Alert, Text } from '@mantine/core';
import { CANADA_SUBMISSIONS_AVAILABLE } from '@certus/contracts';

const text = {
  en: {
    title: 'Submissions from Canada are currently unavailable',
    body: 'We are not accepting Canadian submissions at the moment, and the submission form prices every order as a US order. Please do not send books to our Canadian office. We will announce on this site and in our newsletter when Canadian submissions reopen.',
  },
  fr: {
    title: 'Les soumissions depuis le Canada sont actuellement suspendues',
    body: 'Nous n’acceptons pas de soumissions canadiennes pour le moment, et le formulaire de soumission traite chaque commande comme une commande américaine. Veuillez ne pas envoyer de livres à notre bureau canadien. Nous annoncerons la reprise des soumissions canadiennes sur ce site et dans notre infolettre.',
  },
} as const;

/** Spec 1: Canada submissions are currently unavailable, so a submission cart resets to US. */
export function CanadaNotice({ lang = 'en' }: { lang?: 'en' | 'fr' }) {
  if (CANADA_SUBMISSIONS_AVAILABLE) return null;
  return (
    <Alert color="ink" variant="light" title={text[lang].title} mb="lg" data-testid="canada-notice">
      <Text size="sm">{text[lang].body}</Text>
    </Alert>
  );
}
