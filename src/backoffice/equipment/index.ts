import LaptopIcon from '@mui/icons-material/LaptopMac';
import { lazyPage } from '../common/lazyPage';

/** « Matériel des clients »: each item with its serial number and warranty (issue 52, decision 073). */
export default {
  list: lazyPage(() => import('./EquipmentList'), 'EquipmentList'),
  edit: lazyPage(() => import('./EquipmentEdit'), 'EquipmentEdit'),
  create: lazyPage(() => import('./EquipmentCreate'), 'EquipmentCreate'),
  icon: LaptopIcon,
  recordRepresentation: 'name',
};
