// Whether a view's new value has the same inputs as its old one, which decides whether its
// body runs again when its parent's does (docs/RUNTIME.md, "Equal inputs").

import Foundation

/// Whether two values of a view (or of anything it stores) compare equal as SwiftUI compares
/// view inputs: `==` where the type is Equatable, objects by identity, closures never equal,
/// other structures field by field; dynamic properties that belong to the view's identity
/// (`@State`, `@StateObject`, `@Environment`, …) are not inputs.
@MainActor
internal func _inputsEqual(_ old: Any, _ new: Any) -> Bool {
    // Plain data (a view of Ints and Bools) compares by its bytes, as SwiftUI compares POD views.
    if let equal = _bytesEqual(old, new) { return equal }
    if let old = old as? any Equatable, let equal = _openedEqual(old, new) { return equal }
    return _structurallyEqual(old, new, depth: 0)
}

/// Whether two values of a plain-data type have the same bytes; nil for other types.
private func _bytesEqual(_ old: Any, _ new: Any) -> Bool? {
    func compare<T>(_ old: T) -> Bool? {
        guard _isPOD(T.self), let new = new as? T else { return nil }
        return withUnsafeBytes(of: old) { a in withUnsafeBytes(of: new) { b in a.elementsEqual(b) } }
    }
    return _openExistential(old, do: compare)
}

/// Whether two values compare equal for the purposes of noticing a changed environment value
/// or state: `==` where Equatable, identity for objects, else false.
internal func _valuesEqual(_ old: Any, _ new: Any) -> Bool {
    if let old = old as? any Equatable, let equal = _openedEqual(old, new) { return equal }
    let oldMirror = Mirror(reflecting: old)
    if oldMirror.displayStyle == .class, let a = old as AnyObject?, let b = new as AnyObject? { return a === b }
    if oldMirror.displayStyle == .optional, oldMirror.children.isEmpty {
        return Mirror(reflecting: new).children.isEmpty
    }
    return false
}

private func _openedEqual<T: Equatable>(_ old: T, _ new: Any) -> Bool? {
    guard let new = new as? T else { return false }
    return old == new
}

@MainActor
private func _structurallyEqual(_ old: Any, _ new: Any, depth: Int) -> Bool {
    if depth > 8 { return false }
    if let link = old as? any _DynamicPropertyLink { return link._isSameInput(as: new) }
    if let old = old as? any Equatable, let equal = _openedEqual(old, new) { return equal }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch oldMirror.displayStyle {
    case .class:
        return (old as AnyObject) === (new as AnyObject)
    case .struct, .tuple:
        guard type(of: old) == type(of: new) else { return false }
        for (a, b) in zip(oldMirror.children, newMirror.children) {
            if !_structurallyEqual(a.value, b.value, depth: depth + 1) { return false }
        }
        return true
    case .optional, .enum:
        guard type(of: old) == type(of: new) else { return false }
        let a = Array(oldMirror.children)
        let b = Array(newMirror.children)
        guard a.count == b.count else { return false }
        if a.isEmpty { return String(describing: old) == String(describing: new) }
        guard a[0].label == b[0].label else { return false }
        return _structurallyEqual(a[0].value, b[0].value, depth: depth + 1)
    case .collection, .set, .dictionary:
        let a = Array(oldMirror.children)
        let b = Array(newMirror.children)
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !_structurallyEqual(x.value, y.value, depth: depth + 1) { return false }
        return true
    default:
        // Closures, metatypes and other opaque values never compare equal.
        return false
    }
}
