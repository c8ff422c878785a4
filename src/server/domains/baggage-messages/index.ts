// What other parts of the server may use of baggage messages: the broker's consumer and the BPM publisher, which the
// app starts when a broker is configured (app.ts). Bags carry what the messages said of them (baggage/tables.ts, deleted_at and
// offload_at), which the scan reads there.
export { brokerConsumer, type BrokerConsumer } from './broker';
export { bpmPublisher, type BpmPublisher } from './bpm-publisher';
