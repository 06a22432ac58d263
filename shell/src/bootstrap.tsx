import { createRoot } from 'react-dom/client';
import { ShellApp } from './shell-app';
import { startShell } from './composition/start-shell';

void startShell();
createRoot(document.getElementById('root') as HTMLElement).render(<ShellApp />);
