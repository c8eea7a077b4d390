import {
  Cigarette,
  Cookie,
  Droplets,
  Flower2,
  type LucideIcon,
  Moon,
  Package,
  Sun,
  SunMoon,
  Wind,
} from 'lucide-react';

/** One icon per strain type (indica evening, sativa day, hybrid both), drawn beside its name. */
const STRAIN_ICON: Record<string, LucideIcon> = { indica: Moon, sativa: Sun, hybrid: SunMoon };

/** One icon per product type. */
const PRODUCT_ICON: Record<string, LucideIcon> = {
  flower: Flower2,
  'pre-roll': Cigarette,
  'vape cartridge': Wind,
  edible: Cookie,
  concentrate: Droplets,
  other: Package,
};

/** Decorative, in a strain type's badge: the name beside it says the same. */
export function StrainTypeIcon({ type }: { type: string }) {
  const Icon = STRAIN_ICON[type];
  return Icon ? <Icon className="size-3 shrink-0" aria-hidden="true" /> : null;
}

/** Decorative, beside a product type's name. */
export function ProductIcon({ type }: { type: string }) {
  const Icon = PRODUCT_ICON[type] ?? Package;
  return <Icon className="size-3.5 shrink-0" aria-hidden="true" />;
}
