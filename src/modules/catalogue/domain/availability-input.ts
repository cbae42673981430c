import { DateTime } from 'luxon';
import { detailsText, ValidationError, type ErrorDetail } from '../../../shared/errors.js';
import { isTimeZone, type Availability } from './opening-hours.js';

/*
 * What the contract cannot say about PUT /api/my/restaurant/availability: that the time zone
 * exists, that each date is a real one and that a closure ends no earlier than it starts.
 * Shapes, "HH:MM" and "YYYY-MM-DD" patterns and list sizes are the contract's.
 */

function realDate(value: string): boolean {
  return DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

function closureProblems(closures: Availability['closures']): ErrorDetail[] {
  return closures.flatMap((closure, i): ErrorDetail[] => {
    const at = (field: string) => `closures[${i}].${field}`;
    const problems: ErrorDetail[] = [];
    if (!realDate(closure.from)) problems.push({ path: at('from'), message: 'must be a real date' });
    if (!realDate(closure.to)) problems.push({ path: at('to'), message: 'must be a real date' });
    else if (closure.to < closure.from) problems.push({ path: at('to'), message: 'must not be before from' });
    return problems;
  });
}

/** Throws a 400 naming each field at fault. */
export function validateAvailability(input: Availability): Availability {
  const problems: ErrorDetail[] = [];
  if (!isTimeZone(input.timeZone)) problems.push({ path: 'timeZone', message: 'must be an IANA time zone such as Europe/London' });
  problems.push(...closureProblems(input.closures));
  if (problems.length > 0) throw new ValidationError(detailsText(problems), problems);
  return { timeZone: input.timeZone, weeklyHours: input.weeklyHours, closures: input.closures };
}
