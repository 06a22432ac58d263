import { startStandalone } from '@fair/shared/mf/standalone';
import { checkinRoutes } from './routes';

// Only the remote's own dev page runs this; inside the shell, the container's exposed modules are used.
void startStandalone(checkinRoutes, { './app': () => import('./app') }, document.getElementById('root') as HTMLElement);
