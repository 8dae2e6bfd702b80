// rule: onAppear and onChange(initial: true) run deepest view first, and on one view in the order they are written; task bodies run after all of them, deepest first.
// source: observed with SwiftUI 5 (iOS 17) and published with this exact program in "onAppear(), onChange(initial: true), task() の実行順序" (android.benigumo.com, 2024-03-28); Apple documentation "onAppear(perform:)", "task(priority:_:)"
// view: V
// script: wait
// exit: 0
import SwiftUI
struct V: View {
    var body: some View {
        Group {
            VStack {
                Text("hello")
                    .task { print("Text task") }
                    .onChange(of: true, initial: true) { print("Text onChange") }
                    .onAppear { print("Text onAppear") }
            }
            .task { print(" VStack task") }
            .onChange(of: true, initial: true) { print(" VStack onChange") }
            .onAppear { print(" VStack onAppear") }
        }
        .task { print("Group task") }
        .onChange(of: true, initial: true) { print("Group onChange") }
        .onAppear { print("Group onAppear") }
    }
}

/* expect
Text onChange
Text onAppear
 VStack onChange
 VStack onAppear
Group onChange
Group onAppear
Text task
 VStack task
Group task
*/
