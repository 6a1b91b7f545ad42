/** Route entry for the enterprise authentication and signing views. */
export { EnterpriseAuthView as default } from './EnterpriseAuth.tsx';
