import { TRACKER_STEPS, displayOrderStatus, identifierMessages, type TrackerStepState } from '@certus/contracts';
import { defineMessages } from '../../region/index.ts';
import { orderUiMessages } from './order-ui-messages.ts';

const N = '\u00a0';

/** The public's names of order and tier statuses in French (spec 4: as displayOrderStatus names them in English). */
const frenchStatus: Readonly<Record<string, string>> = {
  Submitted: 'Soumise',
  Invoicing: 'Facturation',
  Billing: 'Facturation',
  Processing: 'En traitement',
  Received: 'Reçue',
  Pressing: 'Pressage',
  Grading: 'Classement',
  Imaging: 'Imagerie',
  Signature: 'Signature',
  'Shipping hold': 'Expédition en attente',
  Shipping: 'Expédition',
  'Ready for pick-up': 'Prête pour le ramassage',
  'Ship to Canada': 'Expédition au Canada',
  Completed: 'Terminée',
  Cancelled: 'Annulée',
};

const frenchSteps: Readonly<Record<(typeof TRACKER_STEPS)[number], string>> = {
  Submitted: 'Soumise',
  'Billing / receiving': 'Facturation / réception',
  Grading: 'Classement',
  Production: 'Production',
  Shipping: 'Expédition',
};

/**
 * The order tracker (/tracker/{id}) in English and French (spec 2.1: it reads in French on the French variant):
 * headings, the 5 steps and their states, statuses as the public sees them, live-update notices.
 */
export const trackerWords = defineMessages({
  en: {
    documentTitle: 'Order tracker | Certus',
    heading: 'Order tracker',
    trackOrder: (orderId: string) => `Track order ${orderId}`,
    invalidTitle: orderUiMessages.trackerInvalidTitle as string,
    invalid: (error: string) => error,
    noRecordTitle: orderUiMessages.noRecordTitle as string,
    noRecord: orderUiMessages.noRecord as (orderId: string) => string,
    loading: 'Loading the tracker…',
    loadFailed: 'The tracker could not be loaded',
    liveConnecting: 'Connecting to live updates…',
    liveLive: 'Live: this page updates by itself',
    liveReconnecting: 'Live updates interrupted, reconnecting…',
    liveStopped: 'Live updates stopped. Reload the page to see changes.',
    statusLabel: 'Status: ',
    status: (status: string) => displayOrderStatus(status),
    shipment: 'Shipment',
    trackingNumber: (carrier: string) => `${carrier}, tracking number `,
    services: 'Services',
    columns: ['Service', 'Status', 'Quality check'],
    approved: 'Approved',
    pending: 'Pending',
    lastChange: 'Last change: ',
    orderDetails: (orderId: string) => `Order ${orderId} details`,
    progress: 'Order progress',
    step: (step: (typeof TRACKER_STEPS)[number]) => step as string,
    stepState: (state: TrackerStepState) => ({ '': 'Not started', Inprocess: 'In process', Completed: 'Completed' })[state],
    reached: 'Reached',
    since: 'Since',
  },
  fr: {
    documentTitle: 'Suivi de commande | Certus',
    heading: 'Suivi de commande',
    trackOrder: (orderId: string) => `Suivre la commande ${orderId}`,
    invalidTitle: 'Numéro de commande non valide',
    invalid: (error: string) =>
      error === identifierMessages.trackerTooShort ? 'Le numéro de commande compte au moins 9 caractères' : error === identifierMessages.trackerInvalid ? 'Numéro de commande non valide' : error,
    noRecordTitle: 'Aucun dossier trouvé',
    noRecord: (orderId: string) => `Aucun dossier trouvé pour le numéro de commande ${orderId}.`,
    loading: 'Chargement du suivi…',
    loadFailed: 'Le suivi n’a pas pu être chargé',
    liveConnecting: 'Connexion aux mises à jour en direct…',
    liveLive: `En direct${N}: cette page se met à jour d’elle-même`,
    liveReconnecting: 'Mises à jour en direct interrompues, reconnexion…',
    liveStopped: 'Mises à jour en direct arrêtées. Rechargez la page pour voir les changements.',
    statusLabel: `Statut${N}: `,
    status: (status: string) => frenchStatus[displayOrderStatus(status)] ?? displayOrderStatus(status),
    shipment: 'Expédition',
    trackingNumber: (carrier: string) => `${carrier}, numéro de suivi `,
    services: 'Services',
    columns: ['Service', 'Statut', 'Contrôle de la qualité'],
    approved: 'Approuvé',
    pending: 'En attente',
    lastChange: `Dernière modification${N}: `,
    orderDetails: (orderId: string) => `Détails de la commande ${orderId}`,
    progress: 'Progression de la commande',
    step: (step: (typeof TRACKER_STEPS)[number]) => frenchSteps[step],
    stepState: (state: TrackerStepState) => ({ '': 'Pas commencée', Inprocess: 'En cours', Completed: 'Terminée' })[state],
    reached: 'Atteinte le',
    since: 'Depuis le',
  },
});
