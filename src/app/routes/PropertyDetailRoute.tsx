import { useMemo } from 'react';
import { DepreciationCard } from '../../features/books/DepreciationCard';
import { computeFigures } from '../../features/calculator/calculatorRules';
import { selectSavedProperties } from '../../features/calculator/savedPropertiesSlice';
import type { SavedProperty } from '../../features/calculator/types';
import type { BoughtAsDeal } from '../../features/profit/dealChoice';
import { ProfitCard } from '../../features/profit/ProfitCard';
import { MortgagePaymentsCard } from '../../features/books/MortgagePaymentsCard';
import { InsuranceWarning } from '../../features/documents/InsuranceWarning';
import { OwnerStatementsCard } from '../../features/owner-statements/OwnerStatementsCard';
import { PropertyDetailPage } from '../../features/properties/PropertyDetailPage';
import type { PropertyDetail, PropertyRentIncrease } from '../../features/properties/propertiesApi';
import type { UnitExtra } from '../../features/properties/UnitsCard';
import { UnitTenancies } from '../../features/rent/UnitTenancies';
import { ApplyCheckbox } from '../../features/rent-increases/ApplyCheckbox';
import { dealMetrics } from '../../utils/dealMetrics';
import { useAppSelector } from '../hooks';
import { DocumentsCard, DocumentsSection } from './documentParts';

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
// Under each unit, its documents (move-in photos, a unit's permits), read once opened.
const unitTenancies: UnitExtra = (unit, property) => (
  <>
    <UnitTenancies
      unit={{ id: unit.id, unit_label: unit.unit_label, vacant: unit.lease_status === 'Vacant' }}
      property={{ id: property.id, name: property.name }}
    />
    <DocumentsSection
      standIn={null}
      owner={{ unit_id: unit.id }}
      kind="Photo"
      label={`Documents of ${unit.unit_label}`}
    />
  </>
);

/** A saved calculation's projection, a year of it, through the same formulas the books are run through. */
function boughtAs(saved: SavedProperty): BoughtAsDeal {
  const f = computeFigures(saved, 'projected');
  return {
    id: saved.id,
    name: saved.name,
    metrics: dealMetrics({
      income: f.effectiveGrossIncome * 12,
      operatingExpenses: f.operatingExpenses * 12,
      noi: f.noi * 12,
      debtService: f.debtService * 12,
      cashFlow: f.cashFlow * 12,
      price: saved.purchasePrice,
      cashInvested: f.cashInvested,
    }),
  };
}

/** The profit card, offered the calculator's saved deals (kept in this browser) as what it was bought as. */
function PropertyProfit({ property }: { property: PropertyDetail }) {
  const saved = useAppSelector(selectSavedProperties);
  const deals = useMemo(() => saved.map(boughtAs), [saved]);
  return <ProfitCard property={property} deals={deals} />;
}

const books = (property: PropertyDetail) => (
  <>
    <PropertyProfit property={property} />
    <MortgagePaymentsCard property={property} />
    <DepreciationCard property={property} />
    <OwnerStatementsCard property={property} />
    <DocumentsCard
      standIn={null}
      owner={{ property_id: property.id }}
      kind="Other"
      hint="Insurance policies, permits, warranties and photos of the property."
    />
  </>
);

// Under the header: no current insurance policy on file is the first thing to see.
const notices = (propertyId: string) => <InsuranceWarning propertyId={propertyId} />;

/**
 * /properties/:id: the property page with the documents feature's insurance warning, the
 * rent-increases feature's Apply box on each upcoming increase, the rent feature's tenancies under
 * each unit, the profit from the books beside the deal the calculator saved for it, the books'
 * mortgage payments, purchase and depreciation, the owner statements, and the documents of the
 * property and of each unit.
 */
export function PropertyDetailRoute() {
  return (
    <PropertyDetailPage applyControl={applyControl} unitTenancies={unitTenancies} books={books} notices={notices} />
  );
}
