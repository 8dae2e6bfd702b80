// expect: requires that 'Fruit' conform to 'Identifiable'
import SwiftUI

// ForEach needs Identifiable elements or an explicit id: key path.
struct Fruit {
    var name: String
}

struct FruitList: View {
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]

    var body: some View {
        List {
            ForEach(fruits) { fruit in
                Text(fruit.name)
            }
        }
    }
}
