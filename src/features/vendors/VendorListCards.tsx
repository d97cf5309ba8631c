import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Chip, IconButton, Link } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ListCard } from '../../components/layout/ListCard';
import type { PagedListProps, SortChoice } from '../../components/layout/listSortRules';
import { PhoneList } from '../../components/layout/PhoneList';
import { paths } from '../../config/paths';
import type { VendorListItem } from './vendorQueries';
import { accountSummary } from './vendorRules';

/** Columns of vendor_rows the database orders by, as the table view's headers name them. */
const SORT_CHOICES: SortChoice[] = [
  { field: 'name', label: 'Vendor' },
  { field: 'category', label: 'Category' },
  { field: 'account_count', label: 'Property accounts' },
  { field: 'payment_method', label: 'Payment method' },
];

interface Props extends PagedListProps {
  vendors: VendorListItem[];
}

/** /vendors on a phone: one page of vendors as cards, in the order chosen, whichever view a desktop keeps. */
export function VendorListCards(props: Props) {
  // A button: the card's one link is the vendor's name.
  const navigate = useNavigate();
  return (
    <PhoneList
      label="Vendors"
      items={props.vendors}
      itemKey={(vendor) => vendor.id}
      busy={props.busy}
      sort={{ choices: SORT_CHOICES, model: props.sortModel, onChange: props.onSortModelChange }}
      pager={{
        count: props.total.count,
        exact: props.total.exact,
        pageRows: props.vendors.length,
        page: props.page,
        pageSize: props.pageSize,
        pageSizes: props.pageSizes,
        label: 'Vendors per page',
        onChange: props.onPage,
      }}
      renderItem={(vendor) => (
        <ListCard
          titleAs="h2"
          title={
            <Link component={RouterLink} to={paths.vendor(vendor.id)}>
              {vendor.name}
            </Link>
          }
          status={<Chip size="small" label={vendor.category} color="primary" variant="outlined" />}
          details={[accountSummary(vendor), vendor.property_names.join(', ')]}
          actions={
            <IconButton aria-label={`Edit ${vendor.name}`} onClick={() => navigate(paths.vendorEdit(vendor.id))}>
              <EditOutlinedIcon />
            </IconButton>
          }
        />
      )}
    />
  );
}
