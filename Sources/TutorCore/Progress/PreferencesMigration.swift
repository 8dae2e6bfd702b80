/// Forward migrations of the preferences file, one step per schema version. Each step takes the
/// JSON object of version n and returns version n + 1.
package enum PreferencesMigration {
    package static func migrate(_ json: [String: Any], from version: Int) -> [String: Any] {
        var json = json
        var version = max(0, version)
        while version < Preferences.currentSchemaVersion {
            json = step(from: version, json)
            version += 1
        }
        return json
    }

    private static func step(from version: Int, _ json: [String: Any]) -> [String: Any] {
        var json = json
        switch version {
        case 0:
            // Files written before `schemaVersion` existed: same shape, no version key.
            if json["settings"] == nil { json["settings"] = [String: Any]() }
            if json["courses"] == nil { json["courses"] = [String: Any]() }
        default:
            break
        }
        json["schemaVersion"] = version + 1
        return json
    }
}
