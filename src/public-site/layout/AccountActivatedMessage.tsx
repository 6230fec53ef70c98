import { Alert } from '../../shared/ui/Alert';
import { accountText } from '../i18n/fr/account';

export default function AccountActivatedMessage() {
  return (
    <div className="container account-activated">
      <Alert kind="success">{accountText.confirm.signupDone}</Alert>
    </div>
  );
}
