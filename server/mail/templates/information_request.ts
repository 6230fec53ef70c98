import { type ContactDetails, contactToCompany } from './contactParts';
import { mailTemplate } from './mailTemplate';

export default mailTemplate<ContactDetails>({ heading: 'Nouvelle demande d’information', ...contactToCompany });
