/** The editor screens' frame: the wide one every staff screen shares. */
export { WidePageLayout as EditorPageLayout } from '../../../components/ui/wide-page-layout.tsx';
