import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
