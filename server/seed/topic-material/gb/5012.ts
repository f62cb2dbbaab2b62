/** Computer Science (gb catalogue subject 5012): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  algorithms: {
    explanation: [
      'An algorithm is a sequence of steps to solve a problem, represented using pseudocode or flowcharts. Computational thinking involves abstraction (removing unnecessary detail), decomposition (breaking a problem into smaller parts) and algorithmic thinking. Trace tables are used to follow an algorithm’s variables step by step.',
      'Linear search checks each item in turn and works on unsorted data, while binary search repeatedly halves a sorted list. Bubble sort repeatedly swaps adjacent items out of order; insertion sort builds a sorted list one item at a time; merge sort splits the list into single items and merges them in order, which is more efficient for large lists.',
    ],
    keyPoints: [
      'Binary search needs sorted data but is much faster on large lists.',
      'Merge sort uses a divide-and-conquer approach.',
      'Flowcharts use ovals for start/end, parallelograms for input/output and diamonds for decisions.',
    ],
    cards: [
      ['Abstraction', 'Removing unnecessary detail to focus on what matters.'],
      ['Decomposition', 'Breaking a problem into smaller sub-problems.'],
      ['Bubble sort', 'A sort that repeatedly swaps adjacent items in the wrong order.'],
      ['Binary search', 'Searching a sorted list by repeatedly halving it.'],
      ['Trace table', 'A table used to track variable values during an algorithm.'],
    ],
  },
  programming: {
    explanation: [
      'Programs are built from three constructs: sequence, selection (if statements) and iteration, which can be count-controlled (for loops) or condition-controlled (while loops). Variables store data of types including integer, real (float), Boolean, character and string, and casting converts between types.',
      'Arrays store multiple items of the same type under one identifier, and 2D arrays represent tables. Subroutines, either procedures or functions that return values, make code modular and reusable; local variables exist only inside a subroutine. Robust programs use input validation, such as range and type checks, and authentication. Testing uses normal, boundary and erroneous data, and errors are classed as syntax or logic errors.',
    ],
    keyPoints: [
      'MOD gives the remainder and DIV gives integer division.',
      'Boundary data tests values at the edges of the valid range.',
      'High-level languages are translated by compilers or interpreters.',
    ],
    cards: [
      ['Selection', 'Choosing a path through a program based on a condition.'],
      ['Iteration', 'Repeating a section of code.'],
      ['Function', 'A subroutine that returns a value.'],
      ['Syntax error', 'An error that breaks the rules of the programming language.'],
      ['Validation', 'Checking input is sensible and within rules.'],
    ],
  },
  'data-representation': {
    explanation: [
      'Computers represent data in binary. One bit is a 0 or 1, a nibble is 4 bits and a byte is 8 bits; a kilobyte is 1,000 bytes. Binary is converted to denary using place values 128, 64, 32, 16, 8, 4, 2, 1, so 10110010 is 178. Hexadecimal uses base 16 and is shorter for humans: 178 is B2. Binary addition can cause overflow, and shifts multiply or divide by powers of two.',
      'Characters are encoded in ASCII (7 bits, 128 characters) or Unicode, which covers many more languages. Images are stored as pixels: file size = width × height × colour depth. Sound is sampled: file size = sample rate × bit depth × duration. Compression reduces file size; lossy compression removes data permanently, while lossless methods such as run-length encoding and Huffman coding do not.',
    ],
    keyPoints: [
      'n bits can represent 2ⁿ different values.',
      'Higher sample rate and bit depth improve sound quality but increase file size.',
      'Metadata stores extra information such as image dimensions.',
    ],
    cards: [
      ['Denary', 'The base-10 number system.'],
      ['Hexadecimal', 'The base-16 number system.'],
      ['Colour depth', 'The number of bits used to represent each pixel’s colour.'],
      ['Sample rate', 'The number of sound samples taken per second.'],
      ['Run-length encoding', 'Lossless compression storing repeated data as value and count.'],
    ],
  },
  'boolean-logic': {
    explanation: [
      'Boolean logic uses two values, true (1) and false (0). The AND gate outputs 1 only if both inputs are 1, the OR gate outputs 1 if at least one input is 1, and the NOT gate inverts its single input. Some specifications also include XOR, which outputs 1 when inputs differ.',
      'Truth tables list every combination of inputs; with n inputs there are 2ⁿ rows. Logic circuits combine gates to solve problems, such as an alarm that sounds if a door is open AND the system is armed. Boolean expressions can be written as Q = (A AND B) OR NOT C, and they are used in programming conditions and processor design.',
    ],
    keyPoints: [
      'A three-input truth table has eight rows.',
      'NOT has a single input.',
      'Brackets show the order in which gates are evaluated.',
    ],
    cards: [
      ['AND gate', 'Outputs 1 only when all inputs are 1.'],
      ['OR gate', 'Outputs 1 when at least one input is 1.'],
      ['NOT gate', 'Outputs the opposite of its input.'],
      ['Truth table', 'A table showing outputs for all input combinations.'],
      ['Logic circuit', 'A combination of logic gates.'],
    ],
  },
  'computer-systems': {
    explanation: [
      'The CPU processes instructions using the fetch-decode-execute cycle. In Von Neumann architecture, data and instructions are stored together in memory. Key registers include the program counter, memory address register, memory data register and accumulator, and components include the ALU and control unit. Performance depends on clock speed, number of cores and cache size.',
      'RAM is volatile main memory holding programs in use, and ROM is non-volatile and stores the boot-up instructions. Virtual memory uses secondary storage when RAM is full, which slows performance. Secondary storage can be magnetic (hard disk), optical (DVD) or solid state (SSD). Operating systems manage memory, processes, peripherals, users and files, and utility software includes defragmentation and backup.',
    ],
    keyPoints: [
      'Embedded systems are computers built into devices for one task, such as a washing machine.',
      'SSDs have no moving parts and faster access than hard disks.',
      'Cache is very fast memory close to the CPU.',
    ],
    cards: [
      ['Fetch-decode-execute cycle', 'The process by which the CPU carries out instructions.'],
      ['Program counter', 'A register holding the address of the next instruction.'],
      ['RAM', 'Volatile memory storing programs and data currently in use.'],
      ['Virtual memory', 'Secondary storage used as extra RAM.'],
      ['Embedded system', 'A computer system built into a larger device.'],
    ],
  },
  networks: {
    explanation: [
      'A LAN covers a small area such as a school, while a WAN covers a large geographical area; the internet is the largest WAN. Networks may use a client-server model, with a central server, or peer-to-peer, in which devices share equally. Star topologies connect each device to a central switch, and mesh topologies connect devices to each other.',
      'Hardware includes network interface controllers, switches, routers and wireless access points. Protocols are rules for communication: TCP/IP, HTTP and HTTPS for the web, FTP for files, and SMTP, POP and IMAP for email. The TCP/IP model has four layers: application, transport, internet and link. Data is sent in packets, and bandwidth, the number of users and interference affect performance.',
    ],
    keyPoints: [
      'IP addresses identify devices on a network; MAC addresses identify network hardware.',
      'DNS converts domain names to IP addresses.',
      'Wired connections are generally faster and more secure than wireless.',
    ],
    cards: [
      ['LAN', 'A local area network over a small area.'],
      ['Protocol', 'A set of rules for communication between devices.'],
      ['Router', 'A device that directs data packets from one network to another, such as from a home LAN to the internet.'],
      ['Star topology', 'A network where all devices connect to a central switch.'],
      ['MAC address', 'A unique hardware identifier for a network device.'],
    ],
  },
  'cyber-security': {
    explanation: [
      'Cyber security protects networks, computers and data from attack, damage or unauthorised access. Threats include malware such as viruses, worms, Trojans, ransomware and spyware; social engineering such as phishing, pretexting and shouldering; brute-force attacks; denial-of-service attacks; and SQL injection, which inserts malicious code into database queries.',
      'Protection methods include firewalls, anti-malware software, encryption, strong passwords, two-factor authentication, user access levels and penetration testing, in which authorised testers attack a system to find weaknesses. Regular software updates patch vulnerabilities. Biometric measures such as fingerprint scanning and CAPTCHA tests, which distinguish humans from bots, add further protection.',
    ],
    keyPoints: [
      'Social engineering targets people rather than technology.',
      'Encryption makes intercepted data unreadable without the key.',
      'Penetration testing identifies weaknesses before attackers do.',
    ],
    cards: [
      ['Phishing', 'Fraudulent messages that trick people into revealing information.'],
      ['SQL injection', 'Inserting malicious SQL code into an input field.'],
      ['Brute-force attack', 'Trying many passwords until the correct one is found.'],
      ['Penetration testing', 'Authorised simulated attacks to find vulnerabilities.'],
      ['Trojan', 'Malware disguised as legitimate software.'],
    ],
  },
  'databases-and-sql': {
    explanation: [
      'A database is an organised collection of data. In a relational database, data is stored in tables made of records (rows) and fields (columns). Each table has a primary key, a field that uniquely identifies each record, and a foreign key links to the primary key of another table, reducing data redundancy and inconsistency.',
      'Structured Query Language (SQL) retrieves and changes data. SELECT name, age FROM Students WHERE age > 15 ORDER BY name ASC returns matching records in order. INSERT INTO adds records, UPDATE changes them and DELETE removes them. The wildcard * selects all fields, and queries across tables join records on matching keys.',
    ],
    keyPoints: [
      'A primary key must be unique for every record.',
      'Relational databases reduce data duplication.',
      'Data types for fields include integer, text, date and Boolean.',
    ],
    cards: [
      ['Record', 'A single row in a database table.'],
      ['Field', 'A single category of data, a column in a table.'],
      ['Primary key', 'A field that uniquely identifies each record.'],
      ['Foreign key', 'A field linking to the primary key of another table.'],
      ['SQL', 'Structured Query Language, used to manage databases.'],
    ],
  },
  'ethical-and-legal-issues': {
    explanation: [
      'Computing raises ethical, legal, cultural and environmental issues. In the UK, the Data Protection Act 2018, implementing the GDPR, requires personal data to be processed fairly, kept secure and used only for stated purposes. The Computer Misuse Act 1990 makes unauthorised access to computer material, and using it to commit further crimes or impair systems, illegal.',
      'The Copyright, Designs and Patents Act 1988 protects creative work, including software. Open-source software allows users to view and modify the source code, while proprietary software does not. Wider issues include privacy and surveillance, the digital divide between those with and without access to technology, automation replacing jobs, and environmental impacts such as e-waste and energy use by data centres.',
    ],
    keyPoints: [
      'Hacking into a system without permission breaks the Computer Misuse Act.',
      'E-waste contains toxic materials and is often exported to poorer countries.',
      'Artificial intelligence raises questions about bias and accountability.',
    ],
    cards: [
      ['Data Protection Act 2018', 'UK law controlling how personal data is used.'],
      ['Computer Misuse Act 1990', 'UK law against unauthorised access to computers.'],
      ['Open source', 'Software whose source code is freely available to modify.'],
      ['Digital divide', 'The gap between those with and without access to technology.'],
      ['Proprietary software', 'Software whose source code is kept private by its owner.'],
    ],
  },
};
