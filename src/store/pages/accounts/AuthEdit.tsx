/** Route entry for the enterprise authentication and signing editors. */
export { EnterpriseAuthEdit as default } from './EnterpriseAuth.tsx';
