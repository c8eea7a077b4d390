import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { type AnyQuery, QueryState, type QueryStateProps } from './query-state';

/**
 * A card whose body is what its queries brought: the title (named as the card's label), the description or
 * a `beside` part on the title's row, then the queries' state (compact: spinner, failure with Try again,
 * `empty`, or the children) and a `footer` that stays whatever the state.
 */
export function QueryCard<const Q extends readonly AnyQuery[]>({
  title,
  icon,
  description,
  beside,
  footer,
  contentClassName,
  ...state
}: Omit<QueryStateProps<Q>, 'compact'> & {
  title: ReactNode;
  icon?: LucideIcon;
  description?: ReactNode;
  /** Put on the title's row, at its end: a badge or a small action. */
  beside?: ReactNode;
  footer?: ReactNode;
  contentClassName?: string;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader row={beside !== undefined}>
        <CardTitle id={titleId} icon={icon}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {beside}
      </CardHeader>
      <CardContent className={contentClassName}>
        <QueryState compact {...state} />
        {footer}
      </CardContent>
    </Card>
  );
}
