/// Forward migrations of the preferences file, one step per schema version. Each step takes the
/// JSON object of version n and returns version n + 1; the store then decodes the result.
package enum PreferencesMigration {
    package static func migrate(_ json: JSONValue, from version: Int) -> JSONValue {
        var json = json
        var version = max(0, version)
        while version < Preferences.currentSchemaVersion {
            json = step(from: version, json)
            version += 1
        }
        return json
    }

    private static func step(from version: Int, _ json: JSONValue) -> JSONValue {
        guard case .object(var members) = json else { return json }
        switch version {
        case 0:
            // Files written before `schemaVersion` existed: same shape, no version key.
            if json["settings"] == nil { members.append(JSONValue.Member("settings", .object([]))) }
            if json["courses"] == nil { members.append(JSONValue.Member("courses", .object([]))) }
        default:
            break
        }
        members.removeAll { $0.key == "schemaVersion" }
        members.insert(JSONValue.Member("schemaVersion", .number(String(version + 1))), at: 0)
        return .object(members)
    }
}
