import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<div>能力开放平台</div>);
