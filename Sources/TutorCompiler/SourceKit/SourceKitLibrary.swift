import CSourceKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SourceKit's C library (`sourcekitd`), loaded at run time with `dlopen`: statetutor has no
/// link-time dependency on it, and works through `swiftc` alone where it is missing.
///
/// This is the only file that talks to sourcekitd. Requests and responses cross it as Swift
/// values (``SourceKitValue``); everything else is plain Swift. One process uses one library,
/// and the library runs one request at a time here (callers serialise).
///
/// Unchecked Sendable because it holds C pointers (the `dlopen` handle and the functions),
/// which Swift does not call `Sendable`: they are `let`s set once in `init` and never change,
/// and requests are sent one at a time, as said above.
package final class SourceKitLibrary: @unchecked Sendable {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// `dlopen` failed (the message is `dlerror`'s).
        case cannotLoad(String)
        /// The library lacks a function statetutor calls.
        case missingSymbol(String)
        /// SourceKit answered with an error.
        case request(String)

        package var description: String {
            switch self {
            case .cannotLoad(let message): "cannot load SourceKit: \(message)"
            case .missingSymbol(let name): "SourceKit has no function '\(name)'"
            case .request(let message): "SourceKit: \(message)"
            }
        }
    }

    private let handle: UnsafeMutableRawPointer
    private let functions: Functions

    /// Loads the library at `path` and initialises it.
    package init(path: String) throws(Failure) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw .cannotLoad(dlerror().map { String(cString: $0) } ?? path)
        }
        self.handle = handle
        do {
            functions = try Functions(handle: handle)
        } catch {
            dlclose(handle)
            throw error
        }
        functions.initialize()
    }

    /// Sends `request` and waits for its answer.
    package func send(_ request: SourceKitValue) throws(Failure) -> SourceKitValue {
        guard let object = makeObject(request) else { throw .request("the request could not be built") }
        defer { functions.requestRelease(object) }
        guard let response = functions.sendRequestSync(object) else { throw .request("no response") }
        defer { functions.responseDispose(response) }
        if functions.responseIsError(response) {
            throw .request(functions.responseErrorDescription(response).map { String(cString: $0) } ?? "error")
        }
        return value(of: functions.responseGetValue(response))
    }

    // MARK: Requests

    private func uid(_ name: String) -> statetutor_sk_uid_t? {
        functions.uidFromCString(name)
    }

    private func makeObject(_ value: SourceKitValue) -> statetutor_sk_object_t? {
        switch value {
        case .dictionary(let members):
            guard let dictionary = functions.dictionaryCreate(nil, nil, 0) else { return nil }
            for (key, member) in members {
                guard let object = makeObject(member), let key = uid(key) else { continue }
                functions.dictionarySetValue(dictionary, key, object)
                functions.requestRelease(object)
            }
            return dictionary
        case .array(let elements):
            guard let array = functions.arrayCreate(nil, 0) else { return nil }
            for element in elements {
                guard let object = makeObject(element) else { continue }
                // SIZE_MAX appends.
                functions.arraySetValue(array, Int(bitPattern: UInt.max), object)
                functions.requestRelease(object)
            }
            return array
        case .string(let text): return functions.stringCreate(text)
        case .int(let number): return functions.int64Create(number)
        case .bool(let flag): return functions.int64Create(flag ? 1 : 0)
        case .uid(let name): return uid(name).flatMap { functions.uidCreate($0) }
        case .null: return nil
        }
    }

    // MARK: Responses

    private func value(of variant: statetutor_sk_variant_t) -> SourceKitValue {
        switch functions.variantGetType(variant) {
        case 1:
            let collector = DictionaryCollector(library: self)
            let context = Unmanaged.passUnretained(collector).toOpaque()
            _ = functions.dictionaryApply(
                variant,
                { key, value, context in
                    guard let context else { return false }
                    let collector = Unmanaged<DictionaryCollector>.fromOpaque(context).takeUnretainedValue()
                    collector.add(key, value)
                    return true
                }, context)
            return .dictionary(collector.members)
        case 2:
            let count = functions.arrayGetCount(variant)
            return .array((0..<count).map { value(of: functions.arrayGetValue(variant, $0)) })
        case 3: return .int(functions.int64GetValue(variant))
        case 4:
            guard let pointer = functions.stringGetPointer(variant) else { return .string("") }
            let length = functions.stringGetLength(variant)
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
            return .string(String(decoding: bytes, as: UTF8.self))
        case 5: return .uid(uidName(functions.uidGetValue(variant)))
        case 6: return .bool(functions.boolGetValue(variant))
        default: return .null
        }
    }

    fileprivate func uidName(_ uid: statetutor_sk_uid_t?) -> String {
        guard let uid, let pointer = functions.uidStringPointer(uid) else { return "" }
        return String(cString: pointer)
    }

    fileprivate func convert(_ variant: statetutor_sk_variant_t) -> SourceKitValue { value(of: variant) }

    /// Gathers a dictionary's members while sourcekitd walks it.
    private final class DictionaryCollector {
        let library: SourceKitLibrary
        var members: [(String, SourceKitValue)] = []

        init(library: SourceKitLibrary) { self.library = library }

        func add(_ key: statetutor_sk_uid_t?, _ value: statetutor_sk_variant_t) {
            members.append((library.uidName(key), library.convert(value)))
        }
    }

    // MARK: The functions

    /// The functions of sourcekitd.h that statetutor calls, looked up once.
    private struct Functions {
        let initialize: statetutor_sk_initialize_f
        let uidFromCString: statetutor_sk_uid_get_from_cstr_f
        let uidStringPointer: statetutor_sk_uid_get_string_ptr_f
        let dictionaryCreate: statetutor_sk_request_dictionary_create_f
        let dictionarySetValue: statetutor_sk_request_dictionary_set_value_f
        let arrayCreate: statetutor_sk_request_array_create_f
        let arraySetValue: statetutor_sk_request_array_set_value_f
        let stringCreate: statetutor_sk_request_string_create_f
        let int64Create: statetutor_sk_request_int64_create_f
        let uidCreate: statetutor_sk_request_uid_create_f
        let requestRelease: statetutor_sk_request_release_f
        let sendRequestSync: statetutor_sk_send_request_sync_f
        let responseDispose: statetutor_sk_response_dispose_f
        let responseIsError: statetutor_sk_response_is_error_f
        let responseErrorDescription: statetutor_sk_response_error_get_description_f
        let responseGetValue: statetutor_sk_response_get_value_f
        let variantGetType: statetutor_sk_variant_get_type_f
        let dictionaryApply: statetutor_sk_variant_dictionary_apply_f_f
        let arrayGetCount: statetutor_sk_variant_array_get_count_f
        let arrayGetValue: statetutor_sk_variant_array_get_value_f
        let int64GetValue: statetutor_sk_variant_int64_get_value_f
        let boolGetValue: statetutor_sk_variant_bool_get_value_f
        let stringGetLength: statetutor_sk_variant_string_get_length_f
        let stringGetPointer: statetutor_sk_variant_string_get_ptr_f
        let uidGetValue: statetutor_sk_variant_uid_get_value_f

        init(handle: UnsafeMutableRawPointer) throws(Failure) {
            func symbol<T>(_ name: String, _ type: T.Type) throws(Failure) -> T {
                guard let address = dlsym(handle, name) else { throw .missingSymbol(name) }
                return unsafeBitCast(address, to: type)
            }
            initialize = try symbol("sourcekitd_initialize", statetutor_sk_initialize_f.self)
            uidFromCString = try symbol("sourcekitd_uid_get_from_cstr", statetutor_sk_uid_get_from_cstr_f.self)
            uidStringPointer = try symbol("sourcekitd_uid_get_string_ptr", statetutor_sk_uid_get_string_ptr_f.self)
            dictionaryCreate = try symbol(
                "sourcekitd_request_dictionary_create", statetutor_sk_request_dictionary_create_f.self)
            dictionarySetValue = try symbol(
                "sourcekitd_request_dictionary_set_value", statetutor_sk_request_dictionary_set_value_f.self)
            arrayCreate = try symbol("sourcekitd_request_array_create", statetutor_sk_request_array_create_f.self)
            arraySetValue = try symbol(
                "sourcekitd_request_array_set_value", statetutor_sk_request_array_set_value_f.self)
            stringCreate = try symbol("sourcekitd_request_string_create", statetutor_sk_request_string_create_f.self)
            int64Create = try symbol("sourcekitd_request_int64_create", statetutor_sk_request_int64_create_f.self)
            uidCreate = try symbol("sourcekitd_request_uid_create", statetutor_sk_request_uid_create_f.self)
            requestRelease = try symbol("sourcekitd_request_release", statetutor_sk_request_release_f.self)
            sendRequestSync = try symbol("sourcekitd_send_request_sync", statetutor_sk_send_request_sync_f.self)
            responseDispose = try symbol("sourcekitd_response_dispose", statetutor_sk_response_dispose_f.self)
            responseIsError = try symbol("sourcekitd_response_is_error", statetutor_sk_response_is_error_f.self)
            responseErrorDescription = try symbol(
                "sourcekitd_response_error_get_description", statetutor_sk_response_error_get_description_f.self)
            responseGetValue = try symbol("sourcekitd_response_get_value", statetutor_sk_response_get_value_f.self)
            variantGetType = try symbol("sourcekitd_variant_get_type", statetutor_sk_variant_get_type_f.self)
            dictionaryApply = try symbol(
                "sourcekitd_variant_dictionary_apply_f", statetutor_sk_variant_dictionary_apply_f_f.self)
            arrayGetCount = try symbol(
                "sourcekitd_variant_array_get_count", statetutor_sk_variant_array_get_count_f.self)
            arrayGetValue = try symbol(
                "sourcekitd_variant_array_get_value", statetutor_sk_variant_array_get_value_f.self)
            int64GetValue = try symbol(
                "sourcekitd_variant_int64_get_value", statetutor_sk_variant_int64_get_value_f.self)
            boolGetValue = try symbol("sourcekitd_variant_bool_get_value", statetutor_sk_variant_bool_get_value_f.self)
            stringGetLength = try symbol(
                "sourcekitd_variant_string_get_length", statetutor_sk_variant_string_get_length_f.self)
            stringGetPointer = try symbol(
                "sourcekitd_variant_string_get_ptr", statetutor_sk_variant_string_get_ptr_f.self)
            uidGetValue = try symbol("sourcekitd_variant_uid_get_value", statetutor_sk_variant_uid_get_value_f.self)
        }
    }
}
