/** The worker screens' frame: the wide one every staff screen shares. */
export { WidePageLayout as StaffPageLayout } from '../../../components/ui/wide-page-layout.tsx';
