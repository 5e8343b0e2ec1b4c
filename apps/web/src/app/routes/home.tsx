import { WizardPage } from '../../features/wizard/wizard-page.tsx';

/** Route /: the wizard, in its own chunk. */
export const Component = WizardPage;
