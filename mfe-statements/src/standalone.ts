import { mountStandalone } from '@accrue/shell/remote-app';
import { messages } from './i18n/messages';
import { routes } from './routes';

const root = document.createElement('div');
document.body.append(root);
mountStandalone(root, { name: 'mfe_statements', routes, messages });
