import Testing

@testable import TutorCore

@Suite struct DeploymentTargetTests {
    @Test func aPlatformAndAMajorVersionAreEnough() {
        #expect(DeploymentTarget("iOS 16") == DeploymentTarget(platform: "iOS", version: [16, 0, 0]))
    }

    @Test func spellingIsForgiving() {
        #expect(DeploymentTarget("ios16.4")?.description == "iOS 16.4")
        #expect(DeploymentTarget("  macOS 14.0 ")?.description == "macOS 14.0")
    }

    @Test func unknownPlatformsAndBadVersionsAreRefused() {
        #expect(DeploymentTarget("Android 14") == nil)
        #expect(DeploymentTarget("iOS") == nil)
        #expect(DeploymentTarget("iOS 16.x") == nil)
        #expect(DeploymentTarget("iOS 1.2.3.4") == nil)
        #expect(DeploymentTarget("iOS 99999999999999999999") == nil)
    }

    @Test func aTargetAllowsItsOwnVersionAndOlderOnes() {
        let target = DeploymentTarget(platform: "iOS", version: [16, 4])
        #expect(target.allows([16, 4]))
        #expect(target.allows([13]))
        #expect(!target.allows([17]))
        #expect(!target.allows([16, 4, 1]))
    }
}
