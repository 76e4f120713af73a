import type { CoffeeOrder } from './coffeeOrders';

export interface TrackingEvent {
  date: Date;
  label: string;
  place: string;
}

const steps = [
  { label: 'Label created', place: 'Roastery, Ghent' },
  { label: 'Picked up by the carrier', place: 'Ghent depot' },
  { label: 'In transit', place: 'Sorting hub' },
  { label: 'Delivered', place: 'Recipient' },
];

const stepsByStatus: Record<CoffeeOrder['status'], number> = {
  Draft: 0,
  Paid: 1,
  Shipped: 3,
  Delivered: 4,
};

let requestCount = 0;

/** Number of requests the fake server has answered. */
export function getRequestCount() {
  return requestCount;
}

/** Pretends to ask a carrier's API for the tracking history of an order. */
export function fetchTracking(order: CoffeeOrder): Promise<TrackingEvent[]> {
  requestCount += 1;
  const events = steps.slice(0, stepsByStatus[order.status]).map((step, index) => ({
    ...step,
    place: step.place === 'Recipient' ? order.city : step.place,
    date: new Date(order.placedOn.getTime() + (index + 1) * 86_400_000),
  }));
  return new Promise((resolve) => {
    setTimeout(() => resolve(events), 900);
  });
}
