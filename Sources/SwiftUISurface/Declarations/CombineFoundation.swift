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
        public func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride { _combinePlaceholder("SchedulerTimeType.distance") }
        /// The time moved by the given stride.
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType { _combinePlaceholder("SchedulerTimeType.advanced") }
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
            public init(integerLiteral value: TimeInterval) { self = _combinePlaceholder("SchedulerTimeType.init(integerLiteral value: TimeInterval)") }
            /// Makes a stride from a float literal of seconds.
            public init(floatLiteral value: TimeInterval) { self = _combinePlaceholder("SchedulerTimeType.init(floatLiteral value: TimeInterval)") }
            /// Makes a stride from an exactly representable integer.
            public init?<T>(exactly source: T) where T: BinaryInteger { self = _combinePlaceholder("SchedulerTimeType.init") }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) {}
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.milliseconds") }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.microseconds") }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.nanoseconds") }
        }
    }
    /// Settings for run-loop scheduling (none exist).
    public struct SchedulerOptions: Sendable {}
    /// The current time of the scheduler.
    public var now: RunLoop.SchedulerTimeType { _combinePlaceholder("RunLoop.now") }
    /// The smallest tolerance the scheduler honours.
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { _combinePlaceholder("RunLoop.minimumTolerance") }
    /// Runs the action as soon as possible.
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) {}
    /// Runs the action at or after the given time.
    public func schedule(
        after date: RunLoop.SchedulerTimeType, tolerance: RunLoop.SchedulerTimeType.Stride,
        options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void
    ) {}
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: RunLoop.SchedulerTimeType, interval: RunLoop.SchedulerTimeType.Stride,
        tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable { _combinePlaceholder("RunLoop.schedule") }
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
            _combinePlaceholder("SchedulerTimeType.distance")
        }
        /// The time moved by the given stride.
        public func advanced(by n: OperationQueue.SchedulerTimeType.Stride) -> OperationQueue.SchedulerTimeType {
            _combinePlaceholder("SchedulerTimeType.advanced")
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
            public init(integerLiteral value: TimeInterval) { self = _combinePlaceholder("SchedulerTimeType.init(integerLiteral value: TimeInterval)") }
            /// Makes a stride from a float literal of seconds.
            public init(floatLiteral value: TimeInterval) { self = _combinePlaceholder("SchedulerTimeType.init(floatLiteral value: TimeInterval)") }
            /// Makes a stride from an exactly representable integer.
            public init?<T>(exactly source: T) where T: BinaryInteger { self = _combinePlaceholder("SchedulerTimeType.init") }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) {}
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.milliseconds") }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.microseconds") }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.nanoseconds") }
        }
    }
    /// Settings for operation-queue scheduling (none exist).
    public struct SchedulerOptions: Sendable {}
    /// The current time of the scheduler.
    public var now: OperationQueue.SchedulerTimeType { _combinePlaceholder("OperationQueue.now") }
    /// The smallest tolerance the scheduler honours.
    public var minimumTolerance: OperationQueue.SchedulerTimeType.Stride { _combinePlaceholder("OperationQueue.minimumTolerance") }
    /// Runs the action as soon as possible.
    public func schedule(options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void) {}
    /// Runs the action at or after the given time.
    public func schedule(
        after date: OperationQueue.SchedulerTimeType, tolerance: OperationQueue.SchedulerTimeType.Stride,
        options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) {}
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: OperationQueue.SchedulerTimeType, interval: OperationQueue.SchedulerTimeType.Stride,
        tolerance: OperationQueue.SchedulerTimeType.Stride, options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable { _combinePlaceholder("OperationQueue.schedule") }
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
        public init(from decoder: any Decoder) throws { self = _combinePlaceholder("SchedulerTimeType.init(from decoder: any Decoder)") }
        /// Encodes the time.
        public func encode(to encoder: any Encoder) throws {}
        /// Hashes the time.
        public func hash(into hasher: inout Hasher) {}
        /// Compares two times.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
        /// The distance to another time.
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride {
            _combinePlaceholder("SchedulerTimeType.distance")
        }
        /// The time moved by the given stride.
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType {
            _combinePlaceholder("SchedulerTimeType.advanced")
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
            public init(_ timeInterval: DispatchTimeInterval) { self = _combinePlaceholder("SchedulerTimeType.init(_ timeInterval: DispatchTimeInterval)") }
            /// Makes a stride from an integer literal of seconds.
            public init(integerLiteral value: Int) { self = _combinePlaceholder("SchedulerTimeType.init(integerLiteral value: Int)") }
            /// Makes a stride from a float literal of seconds.
            public init(floatLiteral value: Double) { self = _combinePlaceholder("SchedulerTimeType.init(floatLiteral value: Double)") }
            /// Makes a stride from an exactly representable integer.
            public init?<T>(exactly source: T) where T: BinaryInteger { self = _combinePlaceholder("SchedulerTimeType.init") }
            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies strides.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Adds strides.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Subtracts strides.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { _combinePlaceholder("SchedulerTimeType.func") }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) {}
            /// A stride of whole seconds.
            public static func seconds(_ s: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of seconds with fractions.
            public static func seconds(_ s: Double) -> Stride { _combinePlaceholder("SchedulerTimeType.seconds") }
            /// A stride of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.milliseconds") }
            /// A stride of microseconds.
            public static func microseconds(_ us: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.microseconds") }
            /// A stride of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { _combinePlaceholder("SchedulerTimeType.nanoseconds") }
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
    public var now: DispatchQueue.SchedulerTimeType { _combinePlaceholder("DispatchQueue.now") }
    /// The smallest tolerance the scheduler honours.
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { _combinePlaceholder("DispatchQueue.minimumTolerance") }
    /// Runs the action as soon as possible.
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {}
    /// Runs the action at or after the given time.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride,
        options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) {}
    /// Runs the action repeatedly from the given time until cancelled.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride,
        tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable { _combinePlaceholder("DispatchQueue.schedule") }
}

// MARK: - Timer, NotificationCenter and URLSession publishers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Timer {
    /// A publisher that delivers the current date at every interval once connected.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher { _combinePlaceholder("Timer.publish") }

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
        final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {}
        /// Starts the timer; cancel the result to stop it.
        final public func connect() -> any Cancellable { _combinePlaceholder("TimerPublisher.connect") }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NotificationCenter {
    /// A publisher that delivers the notifications with the given name.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        _combinePlaceholder("NotificationCenter.publisher")
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
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification {}
    }
}

#if canImport(FoundationNetworking)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension URLSession {
    /// A publisher that loads the URL's data once subscribed to.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher { _combinePlaceholder("URLSession.dataTaskPublisher") }

    /// A publisher that performs the request once subscribed to.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher { _combinePlaceholder("URLSession.dataTaskPublisher") }

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
        where S: Subscriber, S.Failure == URLError, S.Input == (data: Data, response: URLResponse) {}
    }
}
#endif
