import { ALLERGENS, DIETARY, type Allergen, type DietaryLabel } from '../../../../shared/catalogue/dish-marks';

interface DishMarksProps {
  dishName: string;
  allergens: readonly Allergen[];
  dietary: readonly DietaryLabel[];
}

/**
 * docs/product/decisions.md "Menus": a dish's diet and allergen marks. Each mark can take focus and names
 * itself on hover and focus; screen readers read the name in the text.
 */
export function DishMarks({ dishName, allergens, dietary }: DishMarksProps) {
  if (allergens.length === 0 && dietary.length === 0) return null;
  return (
    <ul aria-label={`Diet and allergens of ${dishName}`} className="relative z-10 flex flex-wrap gap-1.5 pt-1">
      {dietary.map((code) => (
        <Mark key={code} mark={DIETARY[code].mark} label={DIETARY[code].name} tone="bg-emerald-50 text-emerald-800 ring-emerald-300" />
      ))}
      {allergens.map((code) => (
        <Mark key={code} mark={ALLERGENS[code].mark} label={`Contains ${ALLERGENS[code].name.toLowerCase()}`} tone="bg-amber-50 text-amber-900 ring-amber-300" />
      ))}
    </ul>
  );
}

function Mark({ mark, label, tone }: { mark: string; label: string; tone: string }) {
  return (
    <li className="group/mark relative">
      <span
        tabIndex={0}
        data-testid="dish-mark"
        className={`flex h-6 min-w-6 cursor-help items-center justify-center rounded-full px-1.5 text-xs font-bold ring-1 ${tone}`}
      >
        <span aria-hidden="true">{mark}</span>
        <span className="sr-only">{label}</span>
      </span>
      {/* The name for sighted users; screen readers have it above. */}
      <span
        aria-hidden="true"
        className="pointer-events-none invisible absolute bottom-full left-0 z-20 mb-1 w-max max-w-48 rounded bg-slate-900 px-2 py-1 text-xs text-white group-focus-within/mark:visible group-hover/mark:visible"
      >
        {label}
      </span>
    </li>
  );
}
