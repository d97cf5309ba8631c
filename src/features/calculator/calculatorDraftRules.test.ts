import { CALCULATOR_DEFAULTS as D } from './calculatorDefaults';
import {
  autoFillProjected,
  blankExpenses,
  copyActualToProjected,
  defaultExpenses,
  newProperty,
  withUnitCount,
} from './calculatorDraftRules';
import { fourplex } from './calculatorFixtures';

describe('utility auto-fill (SPEC §4)', () => {
  it('fills zero water and gas with units × the per-unit default', () => {
    const e = autoFillProjected(blankExpenses(), 0, 4, D);
    expect(e.utilities).toMatchObject({ water: 260, gas: 200 });
  });
  it('follows the unit count while the value is still the previous automatic one', () => {
    const e = autoFillProjected(defaultExpenses(D, 4), 4, 6, D);
    expect(e.utilities).toMatchObject({ water: 390, gas: 300 });
  });
  it("keeps the landlord's own water and gas figures", () => {
    const own = { ...defaultExpenses(D, 4), utilities: { ...defaultExpenses(D, 4).utilities, water: 275, gas: 10 } };
    expect(autoFillProjected(own, 4, 6, D).utilities).toMatchObject({ water: 275, gas: 10 });
  });
  it('refills zero trash and lawncare, and keeps non-zero ones', () => {
    expect(autoFillProjected(blankExpenses(), 0, 2, D).utilities).toMatchObject({ trash: 150, lawncare: 80 });
    const own = { ...blankExpenses(), utilities: { ...blankExpenses().utilities, trash: 90, lawncare: 40 } };
    expect(autoFillProjected(own, 0, 2, D).utilities).toMatchObject({ trash: 90, lawncare: 40 });
  });
  it('resets zero tax and insurance to the percent defaults, and keeps others', () => {
    const e = autoFillProjected(blankExpenses(), 0, 1, D);
    expect(e.propertyTaxes).toEqual({ mode: 'percent', value: 1.5 });
    expect(e.insurance).toEqual({ mode: 'percent', value: 0.5 });
    const own = { ...blankExpenses(), propertyTaxes: { mode: 'dollar' as const, value: 310 } };
    expect(autoFillProjected(own, 0, 1, D).propertyTaxes).toEqual({ mode: 'dollar', value: 310 });
  });
  it('leaves electricity alone', () => {
    expect(autoFillProjected(blankExpenses(), 0, 4, D).utilities.electric).toBe(0);
  });
});

describe('unit counts', () => {
  it('are one set of counts for both tabs, and re-run the projected auto-fill', () => {
    const p = withUnitCount(newProperty(D), '1br', 3, D);
    expect(p.units).toEqual({ studio: 0, '1br': 3, '2br': 0, '3br': 0 });
    expect(p.projected.expenses.utilities.water).toBe(195);
  });
  it('never go below 0 or hold fractions', () => {
    expect(withUnitCount(newProperty(D), 'studio', -2, D).units.studio).toBe(0);
    expect(withUnitCount(newProperty(D), 'studio', 2.7, D).units.studio).toBe(2);
  });
});

describe('new property and defaults (SPEC §9)', () => {
  it('starts the projected tab from the settings', () => {
    const p = newProperty(D);
    expect(p.closingCosts).toEqual({ mode: 'percent', value: 2.5 });
    expect(p.projected.vacancyPct).toBe(5);
    expect(p.projected.financing).toEqual({ downPct: 25, ratePct: 6.75, termYears: 30 });
    expect(p.projected.rent.byUnit['3br'].marketDefault).toBe(800);
    expect(p.actual.expenses).toEqual(blankExpenses());
  });
  it('populates the defaults for the current unit count', () => {
    expect(defaultExpenses(D, 4)).toEqual({
      propertyTaxes: { mode: 'percent', value: 1.5 },
      insurance: { mode: 'percent', value: 0.5 },
      utilities: { water: 260, gas: 200, electric: 0, trash: 150, lawncare: 80 },
      hoaOther: 0,
      mgmtPct: 8,
      repairsPct: 5,
      capexPct: 5,
    });
  });
});

describe('copy actual to projected', () => {
  it('copies other income and expenses, nothing else', () => {
    const p = fourplex();
    const copied = copyActualToProjected(p);
    expect(copied.projected.rent.otherIncome).toBe(50);
    expect(copied.projected.expenses).toEqual(p.actual.expenses);
    expect(copied.projected.expenses).not.toBe(p.actual.expenses);
    expect(copied.projected.rent.byUnit).toEqual(p.projected.rent.byUnit);
    expect(copied.projected.vacancyPct).toBe(5);
  });
});
