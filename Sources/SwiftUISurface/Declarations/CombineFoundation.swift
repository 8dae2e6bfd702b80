// Combine's Foundation extensions, as Apple's Foundation has them when Combine is imported:
// RunLoop, OperationQueue and DispatchQueue as schedulers, `Timer.publish`,
// `NotificationCenter.publisher` and `URLSession.dataTaskPublisher`. Part of the Combine module.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
// MARK: - Schedulers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RunLoop: Scheduler {
    /// A run-loop time, measured as a date.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date this time stands for.
        public var date: Date
        /// Makes a time from a date.
        public init(_ date: Date) { self.date = date }
        /// The distance to another time.
        public func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride {
            Stride(other.date.timeIntervalSince(date))
        }
        /// The time moved by the given stride.
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }
        /// A distance between two run-loop times.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
            SchedulerTimeIntervalConvertible, Sendable
        {
            /// Literal floats are seconds.
            public typealias FloatLiteralType = TimeInterval
            /// Literal integers are seconds.
            public typealias IntegerLiteralType = TimeInterval
            /// The size of a stride.
            public typealias Magnitude = TimeInterval
            /// The size of the stride in seconds.
            public var magnitude: TimeInterval
            /// The stride in seconds.
            public var timeInterval: TimeInterval { magnitude }
            /// Makes a stride of the given number of seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// Makes a stride from an integer literal of seconds.
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            /// Makes a stride from a float literal of seconds.
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            /// Makes a stride from an exactly representable integer.
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }
    /// Settings for run-loop scheduling (none exist).
    public struct SchedulerOptions: Sendable {}
    /// The current time of the scheduler.
    public var now: RunLoop.SchedulerTimeType { SchedulerTimeType(Date()) }
    /// The smallest tolerance the scheduler honours.
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }
    /// Runs the action as soon as possible.
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.async(execute: action)
        } else {
            perform(_sendable(action))
        }
    }
    /// Runs the action at or after the given time.
    public func schedule(
        after date: RunLoop.SchedulerTimeType, tolerance: RunLoop.SchedulerTimeType.Stride,
        options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        if self === RunLoop.main {
            DispatchQueue.main.asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow), execute: action)
        } else {
            add(Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }, forMode: .default)
        }
    }
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: RunLoop.SchedulerTimeType, interval: RunLoop.SchedulerTimeType.Stride,
        tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if self === RunLoop.main {
            return _repeatingTimer(
                on: .main, start: .now() + max(0, date.date.timeIntervalSinceNow), interval: interval.magnitude,
                leeway: tolerance.magnitude, action)
        }
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension OperationQueue: Scheduler {
    /// An operation-queue time, measured as a date.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date this time stands for.
        public var date: Date
        /// Makes a time from a date.
        public init(_ date: Date) { self.date = date }
        /// The distance to another time.
        public func distance(to other: OperationQueue.SchedulerTimeType) -> OperationQueue.SchedulerTimeType.Stride {
            Stride(other.date.timeIntervalSince(date))
        }
        /// The time moved by the given stride.
        public func advanced(by n: OperationQueue.SchedulerTimeType.Stride) -> OperationQueue.SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }
        /// A distance between two operation-queue times.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
            SchedulerTimeIntervalConvertible, Sendable
        {
            /// Literal floats are seconds.
            public typealias FloatLiteralType = TimeInterval
            /// Literal integers are seconds.
            public typealias IntegerLiteralType = TimeInterval
            /// The size of a stride.
            public typealias Magnitude = TimeInterval
            /// The size of the stride in seconds.
            public var magnitude: TimeInterval
            /// The stride in seconds.
            public var timeInterval: TimeInterval { magnitude }
            /// Makes a stride of the given number of seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// Makes a stride from an integer literal of seconds.
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            /// Makes a stride from a float literal of seconds.
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            /// Makes a stride from an exactly representable integer.
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }
    /// Settings for operation-queue scheduling (none exist).
    public struct SchedulerOptions: Sendable {}
    /// The current time of the scheduler.
    public var now: OperationQueue.SchedulerTimeType { SchedulerTimeType(Date()) }
    /// The smallest tolerance the scheduler honours.
    public var minimumTolerance: OperationQueue.SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }
    /// Runs the action as soon as possible.
    public func schedule(options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        addOperation(_sendable(action))
    }
    /// Runs the action at or after the given time.
    public func schedule(
        after date: OperationQueue.SchedulerTimeType, tolerance: OperationQueue.SchedulerTimeType.Stride,
        options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
            self.addOperation(_sendable(action))
        }
    }
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: OperationQueue.SchedulerTimeType, interval: OperationQueue.SchedulerTimeType.Stride,
        tolerance: OperationQueue.SchedulerTimeType.Stride, options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        _repeatingTimer(
            on: .global(), start: .now() + max(0, date.date.timeIntervalSinceNow), interval: interval.magnitude,
            leeway: tolerance.magnitude
        ) { self.addOperation(_sendable(action)) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DispatchQueue: Scheduler {
    /// A dispatch time, used by dispatch-queue scheduling.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time this stands for.
        public var dispatchTime: DispatchTime
        /// Makes a time from a dispatch time.
        public init(_ time: DispatchTime) { dispatchTime = time }
        /// Decodes a time.
        public init(from decoder: any Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }
        /// Encodes the time.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
        /// Hashes the time.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        /// Compares two times.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
        /// The distance to another time.
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride {
            Stride(.nanoseconds(Int(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)))
        }
        /// The time moved by the given stride.
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType {
            let base = Int64(clamping: dispatchTime.uptimeNanoseconds)
            let moved = base.addingReportingOverflow(Int64(n.magnitude))
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(clamping: moved.overflow ? Int64.max : max(0, moved.partialValue))))
        }
        /// A distance between two dispatch times.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
            SchedulerTimeIntervalConvertible, Sendable
        {
            /// Literal floats are seconds.
            public typealias FloatLiteralType = Double
            /// Literal integers are seconds.
            public typealias IntegerLiteralType = Int
            /// The size of a stride.
            public typealias Magnitude = Int
            /// The size of the stride in nanoseconds.
            public var magnitude: Int
            /// The stride as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
            /// Makes a stride from a dispatch interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }
            /// Makes a stride from an integer literal of seconds.
            public init(integerLiteral value: Int) { self.init(.seconds(value)) }
            /// Makes a stride from a float literal of seconds.
            public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
            /// Makes a stride from an exactly representable integer.
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = Int(exactly: source) else { return nil }
                self.init(.seconds(value))
            }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(floatLiteral: Double(lhs.magnitude) * Double(rhs.magnitude) / 1_000_000_000_000_000_000)
            }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude + rhs.magnitude)) }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude - rhs.magnitude)) }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }
    /// Quality-of-service and grouping settings for dispatch scheduling.
    public struct SchedulerOptions {
        /// The quality of service of the scheduled work.
        public var qos: DispatchQoS
        /// Flags for the scheduled work item.
        public var flags: DispatchWorkItemFlags
        /// A group the scheduled work joins.
        public var group: DispatchGroup?
        /// Makes dispatch scheduling options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
    /// The current time of the scheduler.
    public var now: DispatchQueue.SchedulerTimeType { SchedulerTimeType(.now()) }
    /// The smallest tolerance the scheduler honours.
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }
    /// Runs the action as soon as possible.
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: _sendable(action))
    }
    /// Runs the action at or after the given time.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride,
        options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        asyncAfter(
            deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: _sendable(action))
    }
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride,
        tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        _repeatingTimer(
            on: self, start: date.dispatchTime, interval: Double(interval.magnitude) / 1_000_000_000,
            leeway: Double(tolerance.magnitude) / 1_000_000_000, action)
    }
}

// MARK: - Timer, NotificationCenter and URLSession publishers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Timer {
    /// A publisher that delivers the current date at every interval once connected.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The connectable publisher `Timer.publish(every:tolerance:on:in:options:)` returns.
    final public class TimerPublisher: ConnectablePublisher {
        /// Each value is the date the timer fired.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never
        /// The time between two values.
        final public let interval: TimeInterval
        /// How late a value may be delivered.
        final public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        final public let runLoop: RunLoop
        /// The run-loop mode the timer runs in.
        final public let mode: RunLoop.Mode
        /// Makes a timer publisher.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }
        /// Connects a subscriber so it starts receiving values.
        final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {
            _store.attach(subscriber)
        }
        /// The subscribers of the timer's dates.
        private let _store = _SubscriberStore<Date, Never>()
        /// Starts the timer; cancel the result to stop it.
        final public func connect() -> any Cancellable {
            let store = _store
            if runLoop === RunLoop.main {
                return _repeatingTimer(
                    on: .main, start: .now() + interval, interval: interval, leeway: tolerance ?? 0
                ) { store.send(Date()) }
            }
            let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true) { _ in
                store.send(Date())
            }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NotificationCenter {
    /// A publisher that delivers the notifications with the given name.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher `publisher(for:object:)` returns.
    public struct Publisher: Combine.Publisher {
        /// Each value is a posted notification.
        public typealias Output = Notification
        /// The publisher never fails.
        public typealias Failure = Never
        /// The notification center observed.
        public let center: NotificationCenter
        /// The notification name observed.
        public let name: Notification.Name
        /// The object whose notifications are observed, or nil for any.
        public let object: AnyObject?
        /// Makes a notification publisher.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification {
            let center = center
            let observer = _LockedValue<(any NSObjectProtocol)?>(nil)
            let subscription = _CancelFlag { observer.take().map(center.removeObserver) }
            subscriber.receive(subscription: subscription)
            guard !subscription.isCancelled else { return }
            let token = center.addObserver(forName: name, object: object, queue: nil) { note in
                _ = subscriber.receive(note)
            }
            observer.set(token)
            if subscription.isCancelled { observer.take().map(center.removeObserver) }
        }
    }
}

#if canImport(FoundationNetworking)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension URLSession {
    /// A publisher that loads the URL's data once subscribed to.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that performs the request once subscribed to.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// The publisher `dataTaskPublisher(for:)` returns.
    public struct DataTaskPublisher: Publisher {
        /// The loaded data with the server's response.
        public typealias Output = (data: Data, response: URLResponse)
        /// A loading error.
        public typealias Failure = URLError
        /// The request performed.
        public let request: URLRequest
        /// The session that performs the request.
        public let session: URLSession
        /// Makes a data-task publisher.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
        /// Connects a subscriber so it starts receiving values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, S.Failure == URLError, S.Input == (data: Data, response: URLResponse) {
            let running = _LockedValue<URLSessionDataTask?>(nil)
            let subscription = _CancelFlag { running.take()?.cancel() }
            subscriber.receive(subscription: subscription)
            guard !subscription.isCancelled else { return }
            let task = session.dataTask(with: request) { data, response, error in
                guard !subscription.isCancelled else { return }
                subscription.markEnded()
                if let error {
                    subscriber.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
                } else if let data, let response {
                    _ = subscriber.receive((data: data, response: response))
                    subscriber.receive(completion: .finished)
                } else {
                    subscriber.receive(completion: .failure(URLError(.badServerResponse)))
                }
            }
            running.set(task)
            task.resume()
        }
    }
}
#endif
