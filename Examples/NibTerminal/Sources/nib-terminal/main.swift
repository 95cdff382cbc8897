import Foundation
import NibTerminalKit

// The thin executable: everything is in NibTerminalKit, where tests reach it.
exit(NibTerminalCommand.run(Array(CommandLine.arguments.dropFirst())))
