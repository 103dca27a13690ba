import { createRoot } from 'react-dom/client';
import { CustomerApp } from './customer-app';
import './styles.css';

// Built by vite.customer.config.ts, where react and react-dom are Preact's compat layer.
createRoot(document.getElementById('root')!).render(<CustomerApp />);
