// The public face of the club membership feature: the renewal alert the dashboard mounts (spec 4, 8).
export { MembershipExpiryAlert, type MembershipExpiryAlertProps } from './components/membership-expiry-alert.tsx';
