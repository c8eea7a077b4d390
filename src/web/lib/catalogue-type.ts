import { useRef } from 'react';
import type { StrainType } from '../../shared/constants';
import { catalogueTypeOf } from '../../shared/strain-catalogue';

/** The part of a form (react-hook-form's) with a strain type that a strain name can set. */
interface StrainTypeField {
  getValues(name: 'strainType'): StrainType | null;
  setValue(name: 'strainType', value: StrainType): void;
  getFieldState(name: 'strainType'): { isDirty: boolean };
}

/**
 * The strain name's `onChange` in a form with a strain type (New Entry, the stash's add dialog: decision
 * 0078): a name the catalogue knows sets its type, until the person chooses one themselves; `off` (an
 * edit) leaves the type alone.
 */
export function useCatalogueType(form: StrainTypeField, off: boolean) {
  // The type a known name set last: while the type still reads it, the person has not chosen one.
  const autoType = useRef<StrainType | null>(null);
  return (e: { target: { value: string } }) => {
    const known = off ? null : catalogueTypeOf(e.target.value);
    const untouched =
      autoType.current === null
        ? !form.getFieldState('strainType').isDirty
        : form.getValues('strainType') === autoType.current;
    if (known && untouched) {
      autoType.current = known;
      form.setValue('strainType', known);
    }
  };
}
