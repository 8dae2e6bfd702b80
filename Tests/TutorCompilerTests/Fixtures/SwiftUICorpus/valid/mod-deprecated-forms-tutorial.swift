// expect-warning: 'presentationMode' will be deprecated in a future version of iOS: Use isPresented or dismiss
// expect-warning: 'accessibility(label:)' will be deprecated in a future version of iOS: renamed to 'accessibilityLabel(_:)'
// expect-warning: 'accessibility(addTraits:)' will be deprecated in a future version of iOS: renamed to 'accessibilityAddTraits(_:)'
// expect-warning: 'onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)' will be deprecated in a future version of iOS: renamed to 'onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)'
// expect-warning: 'alert(isPresented:content:)' will be deprecated in a future version of iOS: use `alert(title:isPresented:presenting::actions:) instead.
// expect-warning: 'Alert' will be deprecated in a future version of iOS: use `View.alert(title:isPresented:presenting::actions:) instead.
// expect-warning: 'actionSheet(isPresented:content:)' will be deprecated in a future version of iOS: use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.
// expect-warning: 'ActionSheet' will be deprecated in a future version of iOS: use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.
// expect-warning: 'statusBar(hidden:)' will be deprecated in a future version of iOS: renamed to 'statusBarHidden(_:)'
// expect-warning: was deprecated in iOS 15.0
// expect-warning: was deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead.
import SwiftUI

/// An iOS 13/14-era tutorial screen, as learners paste it: every API here still builds, with warnings.
struct LegacyTutorialScreen: View {
    @State private var isExpanded = false
    @State private var showAlert = false
    @State private var showSheet = false
    @State private var counter = 0
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack(spacing: 20) {
            Text("Hello")
                .scaleEffect(isExpanded ? 1.5 : 1)
                .animation(.easeInOut(duration: 0.3))
                .accessibility(label: Text("Greeting"))
                .accessibility(addTraits: .isHeader)
            Button("Toggle") { isExpanded.toggle() }
                .onChange(of: isExpanded) { newValue in
                    print("expanded: \(newValue)")
                }
            Button("Count \(counter)") { counter += 1 }
                .onLongPressGesture(minimumDuration: 1, pressing: { pressing in
                    print("pressing \(pressing)")
                }, perform: {
                    counter = 0
                })
            Button("Alert") { showAlert = true }
                .alert(isPresented: $showAlert) {
                    Alert(
                        title: Text("Reset?"),
                        message: Text("The counter goes back to zero."),
                        primaryButton: .destructive(Text("Reset")) { counter = 0 },
                        secondaryButton: .cancel()
                    )
                }
            Button("Sheet") { showSheet = true }
                .actionSheet(isPresented: $showSheet) {
                    ActionSheet(title: Text("Options"), buttons: [.default(Text("Share")), .cancel()])
                }
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
        .statusBar(hidden: true)
    }
}
