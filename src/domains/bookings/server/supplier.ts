import 'server-only';

/**
 * One interface for everyone who runs an experience: `custom` products are requests the shop's
 * staff confirm or decline (no outside call); `viator` products go to the Viator Partner API.
 * The booking service talks only to this interface and the shop's own types; each adapter maps
 * its supplier's answers into them, and turns a supplier failure into an AppError: `unavailable`
 * (worth a retry) or `supplier_refused` (the supplier said no: sold out, price changed, too late).
 */

/** Travellers per age band (ADULT, SENIOR, YOUTH, CHILD, INFANT), only bands with someone in them. */
export type SupplierTravellers = readonly { ageBandCode: string; count: number }[];

/** One departure of one experience, for a party, on a tour grade. */
export type SupplierDeparture = {
  productId: string;
  /** The supplier's product code (Product.supplierProductCode); null for custom products. */
  productCode: string | null;
  tourGradeCode: string;
  /** Local date and "HH:MM" of the experience (null: the product has no fixed start time). */
  travelDate: string;
  startTime: string | null;
  travellers: SupplierTravellers;
};

export type SupplierAvailability =
  | { available: true; totalCents: number }
  | { available: false; reason: 'sold_out' | 'not_operating' | 'party_not_accepted' };

/** A departure to hold for the shop's booking `reference` (the one it will be booked under). */
export type SupplierHoldRequest = SupplierDeparture & { reference: string };

/** The price the supplier keeps for a while; `holdRef` goes with the booking. Custom products hold nothing. */
export type SupplierPriceHold = { holdRef: string | null; totalCents: number; expiresAt: Date | null };

export type SupplierLeadTraveller = { firstName: string; lastName: string; email: string; phone: string | null };

export type SupplierBookingRequest = SupplierDeparture & {
  /** The shop's own booking reference, sent as the partner reference: a retried call is the same booking. */
  reference: string;
  holdRef: string | null;
  leadTraveller: SupplierLeadTraveller;
};

export type SupplierBookingOutcome =
  /** Custom: staff will confirm or decline within 1–3 days. */
  | { status: 'requested' }
  /** Viator: confirmed at once, under the supplier's own reference. */
  | { status: 'confirmed'; supplierRef: string; totalCents: number }
  /** The supplier accepted it but confirms later (Viator "PENDING"). */
  | { status: 'pending'; supplierRef: string; totalCents: number };

/** Where a booking the supplier took stands now; a Viator "PENDING" booking is asked again until it is decided. */
export type SupplierBookingStatus =
  | SupplierBookingOutcome
  /** The supplier will not run it (Viator REJECTED, CANCELLED or FAILED); `reason` is the supplier's code. */
  | { status: 'declined'; reason: string };

export type SupplierBookingLookup = { reference: string; supplierRef: string | null };

export type SupplierCancellationRequest = {
  reference: string;
  supplierRef: string | null;
  /** What the shop's own terms refund (getCancellationTerms); a supplier may answer less. */
  shopRefundCents: number;
};

export type SupplierCancellation = { refundCents: number };

export interface ExperienceSupplier {
  readonly serviceType: 'CUSTOM' | 'VIATOR';
  checkAvailability(departure: SupplierDeparture): Promise<SupplierAvailability>;
  holdPrice(request: SupplierHoldRequest): Promise<SupplierPriceHold>;
  book(request: SupplierBookingRequest): Promise<SupplierBookingOutcome>;
  /** Asks how a booking made earlier stands, by the shop's reference (the partner reference). */
  getBookingStatus(lookup: SupplierBookingLookup): Promise<SupplierBookingStatus>;
  /** What cancelling now would refund, then cancels; refused with `supplier_refused` when it cannot be. */
  cancel(request: SupplierCancellationRequest): Promise<SupplierCancellation>;
}
