import Foundation
import TutorCore

/// Sends an outbox to an LRS in batches, and takes out what the LRS stored. A batch the LRS
/// refuses as a whole for some of its statements (400, 409) is sent again one statement at a
/// time, so that one bad statement never holds back the others; a 409 for a statement this
/// learner already stored (the same id, read back with their own credential) counts as stored.
package struct OutboxSender: Sendable {
    package var outbox: Outbox
    package var client: LRSClient
    package var batchSize = 100

    package init(outbox: Outbox, client: LRSClient) {
        self.outbox = outbox
        self.client = client
    }

    /// Sends everything waiting, unless another process is sending it.
    package func send() -> SyncResult {
        guard var result = outbox.whileLocked({ sendLocked() }) else {
            return SyncResult(waiting: outbox.count, problem: .busy)
        }
        result.waiting = outbox.count
        return result
    }

    private func sendLocked() -> SyncResult {
        var result = SyncResult()
        var rejected = 0
        var message = ""
        var conflicts = 0
        // A stored batch's files are removed while the next batch travels: on a busy disk an
        // unlink takes milliseconds, as long as the LRS takes for a batch. All are gone before
        // the lock is let go (a file left by a crash is sent again, and stored once).
        let removals = DispatchGroup()
        let remover = DispatchQueue(label: "statetutor.outbox.remove")
        let outbox = outbox
        func forget(_ names: [String]) { remover.async(group: removals) { outbox.remove(names) } }
        defer { removals.wait() }
        let names = outbox.waiting()
        for start in stride(from: 0, to: names.count, by: batchSize) {
            let batch = names[start..<min(start + batchSize, names.count)].compactMap { name in
                outbox.statement(named: name).map { (name: name, statement: $0) }
            }
            guard !batch.isEmpty else { continue }
            do {
                switch try client.post(batch.map(\.statement)) {
                case .stored:
                    forget(batch.map(\.name))
                    result.sent += batch.count
                case .refused(let status):
                    result.problem = .refused(status: status)
                    return result
                case .failed(let status):
                    result.problem = .failed(status: status)
                    return result
                case .conflict, .rejected:
                    for item in batch {
                        switch try client.post([item.statement]) {
                        case .stored:
                            outbox.remove([item.name])
                            result.sent += 1
                        case .conflict:
                            if isOwn(item.statement) {
                                outbox.remove([item.name])
                                result.sent += 1
                            } else {
                                conflicts += 1
                            }
                        case .rejected(let reason):
                            rejected += 1
                            message = reason
                        case .refused(let status):
                            result.problem = .refused(status: status)
                            return result
                        case .failed(let status):
                            result.problem = .failed(status: status)
                            return result
                        }
                    }
                }
            } catch {
                result.problem = .unreachable(error)
                return result
            }
        }
        if rejected > 0 {
            result.problem = .rejected(count: rejected, message: message)
        } else if conflicts > 0 {
            result.problem = .conflict(count: conflicts)
        }
        return result
    }

    /// Whether the LRS's statement with this id is this learner's own (read with their credential).
    private func isOwn(_ statement: JSONValue) -> Bool {
        guard case .string(let id)? = statement["id"], let stored = try? client.statement(id: id) else { return false }
        return XAPIActor(json: stored["actor"])?.key == XAPIActor(json: statement["actor"])?.key
    }
}
