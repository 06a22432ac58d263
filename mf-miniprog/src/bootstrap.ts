import { startStandalone } from '@fair/shared/mf/standalone';
import { miniprogRoutes } from './routes';

// Only the remote's own dev page runs this; inside the shell, the container's exposed modules are used.
void startStandalone(miniprogRoutes, { './app': () => import('./app') }, document.getElementById('root') as HTMLElement);
