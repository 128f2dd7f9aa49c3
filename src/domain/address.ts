// Postal addresses as the portal shows them everywhere (US style): "Littleton, CO 80120" for the
// city line, the street above it.

export interface AddressParts {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** "Littleton, CO 80120": the city, a comma, then the state and ZIP code; blank parts dropped. */
export function formatCityLine({ city, state, zip }: AddressParts): string {
  const stateZip = [clean(state), clean(zip)].filter(Boolean).join(' ');
  return [clean(city), stateZip].filter(Boolean).join(', ');
}

/** The street and the city line, each a line of its own; none when the address is blank. */
export function addressLines(parts: AddressParts): string[] {
  return [clean(parts.address), formatCityLine(parts)].filter(Boolean);
}
