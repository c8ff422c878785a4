import type { inferRouterOutputs } from '@trpc/server';
import type { LocalizedString } from 'typesafe-i18n';
import * as v from 'valibot';
import { AirportSchema, UserPageSchema, ZoneSchema } from '../../shared/schemas/admin';
import {
  LangResultSchema,
  LoginResultSchema,
  MeSchema,
  NewTokenSchema,
  ServiceSchema,
  TokenSchema,
  UserSchema,
} from '../../shared/schemas/auth';
import { BagEventPageSchema, BagEventSchema, ScanResultSchema } from '../../shared/schemas/baggage-events';
import { BagSchema } from '../../shared/schemas/bags';
import { AuditPageSchema } from '../../shared/schemas/audit';
import { BytesSchema, MessageSchema, NoContentSchema, TypedBytesSchema } from '../../shared/schemas/common';
import {
  DailyTotalsSchema,
  DashboardStatsSchema,
  FreightDashboardStatsSchema,
  MonthlyTotalsSchema,
} from '../../shared/schemas/dashboard';
import {
  FreightEventSchema,
  FreightScanResultSchema,
  ShipmentDetailSchema,
  ShipmentPageSchema,
  ShipmentSchema,
  UnassignedShipmentSchema,
} from '../../shared/schemas/freight';
import {
  FlightDetailSchema,
  FlightPageSchema,
  FlightSchema,
  ManifestImportSchema,
  PassengerDetailSchema,
  PassengerSchema,
} from '../../shared/schemas/flights';
import { SearchResultSchema, TrackResultSchema } from '../../shared/schemas/tracking';
import {
  ClaimMatchSchema,
  FoundBagMatchSchema,
  FoundBagPageSchema,
  FoundBagSchema,
} from '../../shared/schemas/found-bags';
import { ClaimReportResultSchema } from '../../shared/schemas/claim-reports';
import {
  ClaimDetailSchema,
  ClaimPageSchema,
  ClaimSchema,
  ClaimStatusResultSchema,
  ClaimTagLookupResultSchema,
} from '../../shared/schemas/claims';
import { UldDetailSchema, UldSchema } from '../../shared/schemas/ulds';
import {
  AssignmentSchema,
  AvailableUserSchema,
  MyShiftSchema,
  ShiftDetailSchema,
  ShiftPageSchema,
  ShiftSchema,
} from '../../shared/schemas/shifts';
import type { AppRouter } from '../router';
import type { ProcedurePath } from './routes';

/**
 * What each procedure answers, as a valibot schema of src/shared/schemas: the OpenAPI document's success
 * responses and the conformance tests read them. They are not parsed at run time (a scan must not pay
 * for it); instead the typecheck below fails when a schema and the code's answer differ, and a procedure
 * added without its schema fails it too.
 */
export const responses = {
  'auth.login': LoginResultSchema,
  'auth.logout': NoContentSchema,
  'auth.me': MeSchema,
  'auth.changePassword': MessageSchema,
  'auth.setLang': LangResultSchema,
  'tokens.create': NewTokenSchema,
  'tokens.list': v.array(TokenSchema),
  'tokens.delete': NoContentSchema,
  'users.list': UserPageSchema,
  'users.get': UserSchema,
  'users.create': UserSchema,
  'users.update': UserSchema,
  'users.disable': UserSchema,
  'users.enable': UserSchema,
  'reference.services': v.array(ServiceSchema),
  'reference.airports': v.array(AirportSchema),
  'reference.createAirport': AirportSchema,
  'reference.zones': v.array(ZoneSchema),
  'reference.createZone': ZoneSchema,
  'flights.list': FlightPageSchema,
  'flights.get': FlightDetailSchema,
  'flights.create': FlightSchema,
  'flights.update': FlightSchema,
  'flights.importManifest': ManifestImportSchema,
  'passengers.add': PassengerSchema,
  'passengers.get': PassengerDetailSchema,
  'passengers.delete': NoContentSchema,
  'bags.add': BagSchema,
  'bags.label': BytesSchema,
  'baggage.scan': ScanResultSchema,
  'baggage.recent': v.array(BagEventSchema),
  'baggage.page': BagEventPageSchema,
  'dashboard.stats': DashboardStatsSchema,
  'dashboard.weekly': DailyTotalsSchema,
  'dashboard.yearlyLoaded': MonthlyTotalsSchema,
  'dashboard.yearlyDelivered': MonthlyTotalsSchema,
  'shipments.list': ShipmentPageSchema,
  'shipments.recents': v.array(ShipmentSchema),
  'shipments.unassigned': v.array(UnassignedShipmentSchema),
  'shipments.get': ShipmentDetailSchema,
  'shipments.create': ShipmentSchema,
  'shipments.update': ShipmentSchema,
  'freightEvents.recent': v.array(FreightEventSchema),
  'freightEvents.scan': FreightScanResultSchema,
  'freightDashboard.stats': FreightDashboardStatsSchema,
  'freightDashboard.weekly': DailyTotalsSchema,
  'freightDashboard.yearlyLoaded': MonthlyTotalsSchema,
  'freightDashboard.yearlyDelivered': MonthlyTotalsSchema,
  'ulds.recent': v.array(UldSchema),
  'ulds.get': UldDetailSchema,
  'ulds.byFlight': v.array(UldSchema),
  'ulds.create': UldDetailSchema,
  'ulds.update': UldDetailSchema,
  'ulds.assignShipment': UldDetailSchema,
  'ulds.events': v.array(FreightEventSchema),
  'ulds.loadSheet': BytesSchema,
  'shifts.list': ShiftPageSchema,
  'shifts.get': ShiftDetailSchema,
  'shifts.create': ShiftSchema,
  'shifts.update': ShiftSchema,
  'shifts.availableUsers': v.array(AvailableUserSchema),
  'shifts.mine': v.array(MyShiftSchema),
  'shiftAssignments.create': AssignmentSchema,
  'shiftAssignments.update': AssignmentSchema,
  'shiftAssignments.delete': MessageSchema,
  'tracking.search': SearchResultSchema,
  'tracking.byFlight': TrackResultSchema,
  'claims.recents': v.array(ClaimSchema),
  'claims.list': ClaimPageSchema,
  'claims.get': ClaimDetailSchema,
  'claims.tagLookup': ClaimTagLookupResultSchema,
  'claims.receipt': BytesSchema,
  'foundBags.list': FoundBagPageSchema,
  'foundBags.get': FoundBagSchema,
  'foundBags.create': FoundBagSchema,
  'foundBags.matches': v.array(ClaimMatchSchema),
  'foundBags.claimMatches': v.array(FoundBagMatchSchema),
  'foundBags.photo': TypedBytesSchema,
  'foundBags.setPhoto': FoundBagSchema,
  'foundBags.deletePhoto': NoContentSchema,
  'foundBags.match': v.object({ found_bag: FoundBagSchema, message: v.string() }),
  'foundBags.unmatch': v.object({ found_bag: FoundBagSchema, message: v.string() }),
  'claims.create': ClaimDetailSchema,
  'claims.updateStatus': ClaimStatusResultSchema,
  'claimReports.get': ClaimReportResultSchema,
  'claimReports.csv': BytesSchema,
  'audit.list': AuditPageSchema,
  'audit.csv': BytesSchema,
} satisfies Record<ProcedurePath, v.GenericSchema>;

// ---- the compile-time check ----

/** What a tRPC or REST client receives: tRPC already types it as JSON (dates as strings). */
type Outputs = inferRouterOutputs<AppRouter>;
type OutputOf<P extends string> = P extends `${infer A}.${infer B}`
  ? A extends keyof Outputs
    ? B extends keyof Outputs[A]
      ? Outputs[A][B]
      : never
    : never
  : never;
/** Translated text is a branded string in the code and a string on the wire. */
type Plain<T> = T extends LocalizedString
  ? string
  : T extends readonly (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Schemas = typeof responses;
/** `unknown` where schema and answer agree; a property naming the procedure where they do not. */
type Agreement = {
  [P in ProcedurePath]: Schemas[P] extends typeof BytesSchema | typeof TypedBytesSchema
    ? unknown
    : Schemas[P] extends typeof NoContentSchema
      ? // tRPC types an answer of nothing as `never`
        [OutputOf<P>] extends [void]
        ? unknown
        : { answersSomething: P }
      : Same<Plain<OutputOf<P>>, v.InferOutput<Schemas[P]>> extends true
        ? unknown
        : { schemaDiffersFromAnswer: P; answer: OutputOf<P>; schema: v.InferOutput<Schemas[P]> };
};
export const agreement: Agreement = responses;
