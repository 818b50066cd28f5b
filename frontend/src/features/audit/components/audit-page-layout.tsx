/** The audit screens' frame: the wide one every staff screen shares. */
export { WidePageLayout as AuditPageLayout } from '../../../components/ui/wide-page-layout.tsx';
