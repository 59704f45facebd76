import {
  deliverySettingsUpdateSchema,
  type DeliverySettings,
  type DeliverySettingsUpdate,
} from '@shop/shared/content/delivery-settings';

/** The delivery panel's fields as typed: the places as one comma-separated line. */
export interface DeliveryValues {
  area: string;
  places: string;
  marketplaces: { name: string; url: string }[];
}

/** 'area', 'places', 'marketplaces' (the list as a whole) or 'market-{row}-{name|url}'. */
export type DeliveryProblems = Partial<Record<string, string>>;

export const deliveryValuesOf = (saved: DeliverySettings): DeliveryValues => ({
  area: saved.courier_area,
  places: saved.courier_places.join(', '),
  marketplaces: saved.marketplaces.map((market) => ({ ...market })),
});

/** What a save sends: the settings that differ from the saved ones (a row left blank is dropped). */
export function deliveryChanges(saved: DeliverySettings, values: DeliveryValues): DeliverySettingsUpdate {
  const typed = {
    courier_area: values.area.trim(),
    courier_places: values.places
      .split(',')
      .map((place) => place.trim())
      .filter(Boolean),
    marketplaces: values.marketplaces
      .map((market) => ({ name: market.name.trim(), url: market.url.trim() }))
      .filter((market) => market.name !== '' || market.url !== ''),
  };
  const changes: DeliverySettingsUpdate = {};
  if (typed.courier_area !== saved.courier_area) changes.courier_area = typed.courier_area;
  if (JSON.stringify(typed.courier_places) !== JSON.stringify(saved.courier_places))
    changes.courier_places = typed.courier_places;
  if (JSON.stringify(typed.marketplaces) !== JSON.stringify(saved.marketplaces))
    changes.marketplaces = typed.marketplaces;
  return changes;
}

/** Problems of a change by the server's own schema, each at its field. */
export function deliveryProblems(changes: DeliverySettingsUpdate): DeliveryProblems {
  const result = deliverySettingsUpdateSchema.safeParse(changes);
  if (result.success) return {};
  const problems: DeliveryProblems = {};
  for (const { path, message } of result.error.issues) {
    const [setting, row, part] = path;
    const field =
      setting === 'courier_area'
        ? 'area'
        : setting === 'courier_places'
          ? 'places'
          : typeof row === 'number' && typeof part === 'string'
            ? `market-${row}-${part}`
            : 'marketplaces';
    problems[field] ??= message;
  }
  return problems;
}
