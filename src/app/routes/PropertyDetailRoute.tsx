import { DepreciationCard } from '../../features/books/DepreciationCard';
import { MortgagePaymentsCard } from '../../features/books/MortgagePaymentsCard';
import { OwnerStatementsCard } from '../../features/owner-statements/OwnerStatementsCard';
import { PropertyDetailPage } from '../../features/properties/PropertyDetailPage';
import type { PropertyDetail, PropertyRentIncrease } from '../../features/properties/propertiesApi';
import type { UnitExtra } from '../../features/properties/UnitsCard';
import { UnitTenancies } from '../../features/rent/UnitTenancies';
import { ApplyCheckbox } from '../../features/rent-increases/ApplyCheckbox';

// SPEC §8: the property view shows the short 'Failed to apply' inline.
const applyControl = (increase: PropertyRentIncrease) => (
  <ApplyCheckbox
    id={increase.id}
    applied={false}
    effectiveDate={increase.effective_date}
    newRent={increase.planned_new_rent}
    label="Apply"
    failureText="Failed to apply"
  />
);

// The unit's columns follow its tenancy in force (the database), so its lease status says vacant.
const unitTenancies: UnitExtra = (unit, property) => (
  <UnitTenancies
    unit={{ id: unit.id, unit_label: unit.unit_label, vacant: unit.lease_status === 'Vacant' }}
    property={{ id: property.id, name: property.name }}
  />
);

const books = (property: PropertyDetail) => (
  <>
    <MortgagePaymentsCard property={property} />
    <DepreciationCard property={property} />
    <OwnerStatementsCard property={property} />
  </>
);

/**
 * /properties/:id: the property page with the rent-increases feature's Apply box on each upcoming
 * increase, the rent feature's tenancies under each unit, and the books' mortgage payments, purchase
 * and depreciation, and the owner statements.
 */
export function PropertyDetailRoute() {
  return <PropertyDetailPage applyControl={applyControl} unitTenancies={unitTenancies} books={books} />;
}
