import ArgumentParser
import Foundation
import Stateboard

/// `stateboard devices`: the device presets.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets a theme's matrix and --device can name.",
        discussion: """
            Examples:
              stateboard devices
              stateboard render --device 'iphone-15*'
            """
    )

    func run() {
        print(
            "id".padding(toLength: 20, withPad: " ", startingAt: 0) + "name".padding(toLength: 30, withPad: " ", startingAt: 0)
                + "points      scale  safe area (portrait)")
        for device in Device.presets {
            let size = "\(Int(device.size.width))×\(Int(device.size.height))"
            let safe = device.safeArea
            print(
                device.id.padding(toLength: 20, withPad: " ", startingAt: 0) + device.name.padding(toLength: 30, withPad: " ", startingAt: 0)
                    + size.padding(toLength: 12, withPad: " ", startingAt: 0) + "@\(Int(device.scale))x    "
                    + "top \(Int(safe.top)), bottom \(Int(safe.bottom))")
        }
    }
}
