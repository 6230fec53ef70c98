import { type ContactDetails, contactToCompany } from './contactParts';
import { mailTemplate } from './mailTemplate';

export default mailTemplate<ContactDetails>({ heading: 'Nouveau message', ...contactToCompany });
